import { z } from 'zod';
import { emailSchema, nameSchema, passwordSchema } from './auth';
import { bettingBreakSchema } from './responsible-gambling';

/** GET /api/me: the signed-in player's profile. Money in rupees (2 decimals at most). */
export const meSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  balance: z.number(),
  /** Grows with every balance change: a live balance event older than this is dropped. */
  balanceVersion: z.number().int(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  /** A time-out or self-exclusion in force: the bet slip says why betting is paused, and until when. */
  bettingBreak: bettingBreakSchema.nullable(),
});
export type Me = z.infer<typeof meSchema>;

/**
 * PATCH /api/me/profile: the sign-up rules for the name; the email is the sign-in email, so a new one
 * needs the current password. The phone never changes.
 */
export const profileUpdateSchema = z
  .object({
    name: nameSchema.optional(),
    email: emailSchema.optional(),
    currentPassword: z.string().max(128).optional(),
  })
  .refine((v) => v.name !== undefined || v.email !== undefined, 'Nothing to change');
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** POST /api/me/password: on success every other session of the player is signed out. */
export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(128),
  newPassword: passwordSchema,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** GET /api/me/sessions: where the player is signed in. */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** 'Chrome on Android', from the user agent. */
  device: z.string(),
  lastActive: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });
