import { z } from 'zod';
import { BETTING_BREAK_KINDS, SELF_EXCLUSION_PERIODS, TIME_OUT_PERIODS } from '../statuses';

/** POST /api/me/time-out and /api/me/self-exclusion: both apply at once; neither can be lifted early. */
export const timeOutSchema = z.object({
  period: z.enum(TIME_OUT_PERIODS, { error: 'Period must be 24h, 7d, 30d or 6w' }),
});
export const selfExclusionSchema = z.object({
  period: z.enum(SELF_EXCLUSION_PERIODS, { error: 'Period must be 6m, 1y, 2y or 5y' }),
});

/** The break a player is on: the one that ends last. */
export const bettingBreakSchema = z.object({ kind: z.enum(BETTING_BREAK_KINDS), until: z.string() });
export type BettingBreak = z.infer<typeof bettingBreakSchema>;
