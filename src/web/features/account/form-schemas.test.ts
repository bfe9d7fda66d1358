import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { messages as shellHindi } from '@/locales/hi/messages.po';
import { messages as accountHindi } from './locales/hi.po';
import { makePasswordChangeSchema, makeProfileSchemas } from './form-schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

afterEach(() => i18n.activate('en'));

describe('the account forms’ checks', () => {
  it('refuse by the shared rules, in English by default', () => {
    const { name, email } = makeProfileSchemas();
    expect(firstMessage(name.safeParse(''))).toBe('Name is required');
    expect(firstMessage(name.safeParse('R'))).toBe('Name must be at least 2 characters');
    expect(firstMessage(name.safeParse('Rohit\u001bSharma'))).toBe('Name cannot contain control characters');
    expect(firstMessage(email.safeParse(''))).toBe('Email is required');
    expect(firstMessage(email.safeParse('rohit@'))).toBe('Email is invalid');
    expect(name.safeParse('  Rohit Sharma ').data).toBe('Rohit Sharma');
    const password = makePasswordChangeSchema().safeParse({ currentPassword: '', newPassword: 'abc' });
    expect(password.error?.issues.map((i) => i.message)).toEqual([
      'Current password is required',
      'Password must be at least 6 characters',
    ]);
  });

  it('say their refusals in the language active when they are built', () => {
    i18n.loadAndActivate({ locale: 'hi', messages: { ...shellHindi, ...accountHindi } });
    const { name, email } = makeProfileSchemas();
    expect(firstMessage(name.safeParse(''))).toBe('नाम ज़रूरी है');
    expect(firstMessage(email.safeParse('rohit@'))).toBe('ईमेल सही नहीं है');
    const password = makePasswordChangeSchema().safeParse({ currentPassword: 'x', newPassword: 'abc' });
    expect(firstMessage(password)).toBe('पासवर्ड कम से कम 6 अक्षरों का होना चाहिए');
  });
});
