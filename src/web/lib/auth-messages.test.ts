import { describe, expect, it } from 'vitest';
import { ENGLISH_AUTH_MESSAGES } from '@shared/contracts/auth';
import { authMessages } from './auth-messages';

describe('the auth forms’ messages', () => {
  it('are in English the server’s own (the spec’s)', () => {
    expect(authMessages()).toEqual(ENGLISH_AUTH_MESSAGES);
  });
});
