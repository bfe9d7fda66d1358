import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { englishRefusals, textSchema, type TextRefusals } from './text';

const PASSWORD_MAX_LENGTH = 128;
const NAME_MAX_LENGTH = 80;

/** Every message of the auth schemas: the server's are English, the web's in the player's language. */
export type AuthMessages = {
  emailRequired: string;
  emailInvalid: string;
  passwordRequired: string;
  passwordTooShort: string;
  passwordTooLong: string;
  password: TextRefusals;
  phoneRequired: string;
  phoneInvalid: string;
  nameRequired: string;
  nameTooShort: string;
  nameTooLong: string;
  name: TextRefusals;
  passwordsMismatch: string;
};

// Spec section 5, auth form: the messages verbatim.
export const ENGLISH_AUTH_MESSAGES: AuthMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  password: englishRefusals('Password'),
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number must be a 10-digit mobile number',
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  name: englishRefusals('Name'),
  passwordsMismatch: 'Passwords do not match',
};

/**
 * One set of rules for the auth dialog and the server, with the messages of one language: the server
 * uses the English ones (below), the web builds them again with the player's language.
 */
export function authSchemas(m: AuthMessages) {
  const emailSchema = z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, { error: m.emailRequired, abort: true })
    .pipe(z.email(m.emailInvalid));
  const passwordSchema = textSchema('Password', {
    max: PASSWORD_MAX_LENGTH,
    required: m.passwordRequired,
    tooLong: m.passwordTooLong,
    refusals: m.password,
    trim: false,
  }).min(PASSWORD_MIN_LENGTH, m.passwordTooShort);

  /** Indian mobile number: 10 digits starting 6-9, optionally written with +91. */
  const phoneSchema = z
    .string({ error: m.phoneRequired })
    .trim()
    .min(1, m.phoneRequired)
    .transform((value) => value.replace(/[\s-]/g, '').replace(/^\+?91(?=\d{10}$)/, ''))
    .pipe(z.string().regex(/^[6-9]\d{9}$/, m.phoneInvalid))
    .meta({ example: '9876543210' });

  const nameSchema = textSchema('Name', {
    max: NAME_MAX_LENGTH,
    required: m.nameRequired,
    tooLong: m.nameTooLong,
    refusals: m.name,
  }).min(2, m.nameTooShort);

  const loginSchema = z.object({ email: emailSchema, password: passwordSchema });

  /** Server-side sign-up body (Better Auth's /sign-up/email plus our phone field). */
  const signUpSchema = z.object({
    name: nameSchema,
    email: emailSchema,
    password: passwordSchema,
    phone: phoneSchema,
  });

  /** The register form adds the confirmation, checked only in the browser. */
  const registerFormSchema = z
    .object({
      name: nameSchema,
      phone: phoneSchema,
      email: emailSchema,
      password: passwordSchema,
      confirmPassword: z.string(),
    })
    .refine((v) => v.password === v.confirmPassword, {
      message: m.passwordsMismatch,
      path: ['confirmPassword'],
    });

  return { emailSchema, passwordSchema, nameSchema, loginSchema, signUpSchema, registerFormSchema };
}

export const { emailSchema, passwordSchema, nameSchema, loginSchema, signUpSchema, registerFormSchema } =
  authSchemas(ENGLISH_AUTH_MESSAGES);
export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterFormInput = z.input<typeof registerFormSchema>;
