import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { ENGLISH_AUTH_MESSAGES } from '@shared/contracts/auth';
import { messages as hindi } from '../locales/hi/messages.po';
import { authFormMessages, authMessages, localAuthSchemas } from './auth-messages';

afterEach(() => i18n.activate('en'));

describe('the auth forms’ messages', () => {
  it('are in English the server’s own (the spec’s)', () => {
    expect(authMessages()).toEqual(ENGLISH_AUTH_MESSAGES);
  });

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
