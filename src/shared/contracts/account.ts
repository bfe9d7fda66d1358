import { z } from 'zod';
import { emailSchema, nameSchema, passwordSchema } from './auth';
import { textSchema } from './text';

// The account page's own contracts, apart from the session's (./me): every page checks the session, so
// ./me is on the first load, and what only the account page needs is not built there.

/** The password the player has now: as it was set, so only the API's 128 characters at most. */
const currentPassword = (required?: string) =>
  textSchema('Current password', { max: 128, required, trim: false });

/**
 * PATCH /api/me/profile: the sign-up rules for the name; the email is the sign-in email, so a new one
 * needs the current password. The phone never changes.
 */
export const profileUpdateSchema = z
  .object({
    name: nameSchema.optional(),
    email: emailSchema.optional(),
    currentPassword: currentPassword().optional(),
  })
  .refine((v) => v.name !== undefined || v.email !== undefined, 'Nothing to change');
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** POST /api/me/password: on success every other session of the player is signed out. */
export const passwordChangeSchema = z.object({
  currentPassword: currentPassword('Current password is required'),
  newPassword: passwordSchema,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** GET /api/me/sessions: where the player is signed in. */
/** The browsers and systems a device is named by: brand names, the same in every language. */
const DEVICE_BROWSERS = ['Edge', 'Opera', 'Samsung Internet', 'Firefox', 'Chrome', 'Safari'] as const;
const DEVICE_SYSTEMS = ['Android', 'iOS', 'Windows', 'macOS', 'ChromeOS', 'Linux'] as const;

/**
 * A signed-in device as its user agent tells it: its browser and system, each null when not told. The
 * reader's app names it in their language ('Chrome on Android', 'Unknown device').
 */
export const deviceSchema = z.object({
  browser: z.enum(DEVICE_BROWSERS).nullable(),
  system: z.enum(DEVICE_SYSTEMS).nullable(),
});
export type Device = z.infer<typeof deviceSchema>;

export const accountSessionSchema = z.object({
  id: z.string(),
  device: deviceSchema,
  lastActive: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });

/** GET /api/me/stats: the player's betting record, computed in SQL. Money in rupees. */
export const playerStatsSchema = z.object({
  totalBets: z.number().int(),
  won: z.number().int(),
  lost: z.number().int(),
  pending: z.number().int(),
  /** Won ÷ settled (won + lost) bets, a percent to 1 decimal; null before any bet is settled. */
  winRate: z.number().nullable(),
  /** Payouts of won bets minus the stakes of won and lost bets (void bets count in neither). */
  netProfit: z.number(),
});
export type PlayerStats = z.infer<typeof playerStatsSchema>;
