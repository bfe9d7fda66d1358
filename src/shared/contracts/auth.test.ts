import { describe, expect, it } from 'vitest';
import { loginSchema, registerFormSchema, nameSchema, signUpSchema } from './auth';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('auth contracts', () => {
  it('gives the spec messages for the login form', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual([
      'Email is required',
      'Password is required',
    ]);
    expect(messages(loginSchema.safeParse({ email: 'nope', password: '123' }))).toEqual([
      'Email is invalid',
      'Password must be at least 6 characters',
    ]);
  });

  it('requires matching passwords when registering', () => {
    const result = registerFormSchema.safeParse({
      name: 'Asha',
      phone: '9876543210',
      email: 'asha@example.com',
      password: 'secret1',
      confirmPassword: 'secret2',
    });
    expect(messages(result)).toEqual(['Passwords do not match']);
  });

  it('normalises Indian phone numbers', () => {
    const parsed = signUpSchema.parse({
      name: 'Al',
      email: 'a@b.in',
      password: 'secret1',
      phone: '+91 98765-43210',
    });
    expect(parsed.phone).toBe('9876543210');
    expect(
      signUpSchema.safeParse({ name: 'Al', email: 'a@b.in', password: 'secret1', phone: '12345' }).success,
    ).toBe(false);
  });

  it('refuses a one-letter name, at sign-up as on the profile', () => {
    const signUp = signUpSchema.safeParse({
      name: ' A ',
      email: 'a@b.in',
      password: 'secret1',
      phone: '9876543210',
    });
    expect(messages(signUp)).toEqual(['Name must be at least 2 characters']);
    expect(nameSchema.safeParse('Al').success).toBe(true);
  });
});
