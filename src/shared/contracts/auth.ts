import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { textSchema } from './text';

// One schema for the auth dialog and the server (spec section 5, auth form). Messages verbatim.
export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required', abort: true })
  .pipe(z.email('Email is invalid'));
export const passwordSchema = textSchema('Password', {
  max: 128,
  required: 'Password is required',
  trim: false,
}).min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`);

export const loginSchema = z.object({ email: emailSchema, password: passwordSchema });
export type LoginInput = z.infer<typeof loginSchema>;

/** Indian mobile number: 10 digits starting 6-9, optionally written with +91. */
const phoneSchema = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^\+?91(?=\d{10}$)/, ''))
  .pipe(z.string().regex(/^[6-9]\d{9}$/, 'Phone number must be a 10-digit mobile number'))
  .meta({ example: '9876543210' });

export const nameSchema = textSchema('Name', { max: 80, required: 'Name is required' }).min(
  2,
  'Name must be at least 2 characters',
);

/** Server-side sign-up body (Better Auth's /sign-up/email plus our phone field). */
export const signUpSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  phone: phoneSchema,
});

/** The register form adds the confirmation, checked only in the browser. */
export const registerFormSchema = z
  .object({
    name: nameSchema,
    phone: phoneSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type RegisterFormInput = z.input<typeof registerFormSchema>;
