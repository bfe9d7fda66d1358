import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { authFormMessages, authMessages, localAuthSchemas } from '@/lib/auth-messages';
import { messages as hindi } from './locales/hi.po';

afterEach(() => i18n.activate('en'));

// The validation messages are shared code (lib/auth-messages.ts); their Hindi comes with this dialog.
describe('the auth dialog’s validation messages in Hindi', () => {
  it('are in Hindi once Hindi is active', () => {
    i18n.loadAndActivate({ locale: 'hi', messages: hindi });
    const result = localAuthSchemas((descriptor) => i18n._(descriptor)).loginSchema.safeParse({
      email: '',
      password: '',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['ईमेल ज़रूरी है', 'पासवर्ड ज़रूरी है']);
  });

  it('translate the server’s refusal of a field, by its English text', () => {
    i18n.loadAndActivate({ locale: 'hi', messages: hindi });
    const local = authFormMessages();
    expect(local.get('Email is required')).toBe('ईमेल ज़रूरी है');
    expect(local.get('Name cannot contain control characters')).toBe(authMessages().name.control);
    expect(local.size).toBe(17);
  });
});
