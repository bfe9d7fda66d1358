import { z } from 'zod';
import { LOCALES } from '../locale';
import { BETTING_BREAK_KINDS } from '../statuses';

/** The break a player is on (a time-out or self-exclusion): the one that ends last. */
export const bettingBreakSchema = z.object({ kind: z.enum(BETTING_BREAK_KINDS), until: z.string() });
export type BettingBreak = z.infer<typeof bettingBreakSchema>;

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
  /** The language the player chose, followed on every device they sign in on; null: the browser's. */
  locale: z.enum(LOCALES).nullable(),
});
export type Me = z.infer<typeof meSchema>;

/** PUT /api/me/locale: the player's language, saved to the account. */
export const localeChangeSchema = z.object({ locale: z.enum(LOCALES) });
export type LocaleChange = z.infer<typeof localeChangeSchema>;
