import { z } from 'zod';
import { LIMIT_KINDS, LIMIT_PERIODS, SELF_EXCLUSION_PERIODS, TIME_OUT_PERIODS } from '../statuses';
import { rupeesSchema } from './rupees';

/** POST /api/me/time-out and /api/me/self-exclusion: both apply at once; neither can be lifted early. */
export const timeOutSchema = z.object({
  period: z.enum(TIME_OUT_PERIODS, { error: 'Period must be 24h, 7d, 30d or 6w' }),
});
export const selfExclusionSchema = z.object({
  period: z.enum(SELF_EXCLUSION_PERIODS, { error: 'Period must be 6m, 1y, 2y or 5y' }),
});

// The break a player is on (bettingBreakSchema) is part of the session's answer, so it is in ./me,
// which every page checks: this module (limits, the reality check) stays off the first load.

const LIMIT_REFUSALS = {
  notANumber: 'Amount must be a number',
  tooManyDecimals: 'Amount must be whole rupees',
  tooSmall: 'Amount must be at least ₹1',
  tooLarge: 'Amount must be at most ₹1,00,00,000',
};

/**
 * PUT /api/me/limits: set, lower, raise or remove (amount null) one limit, in whole rupees. Setting or
 * lowering applies at once; raising or removing after 24 hours.
 */
export const setLimitSchema = z.object({
  kind: z.enum(LIMIT_KINDS, { error: 'Kind must be STAKE or LOSS' }),
  period: z.enum(LIMIT_PERIODS, { error: 'Period must be DAY, WEEK or MONTH' }),
  amount: rupeesSchema(LIMIT_REFUSALS)
    .int(LIMIT_REFUSALS.tooManyDecimals)
    .min(1, LIMIT_REFUSALS.tooSmall)
    .max(10_000_000, LIMIT_REFUSALS.tooLarge)
    .nullable(),
});
export type SetLimit = z.infer<typeof setLimitSchema>;

export const limitKeySchema = z.object({
  kind: z.enum(LIMIT_KINDS, { error: 'Kind must be STAKE or LOSS' }),
  period: z.enum(LIMIT_PERIODS, { error: 'Period must be DAY, WEEK or MONTH' }),
});

/** GET /api/me/limits: the limits in force with what is used and left of each this period, and changes to come. */
export const bettingLimitsSchema = z.object({
  limits: z.array(
    z.object({
      kind: z.enum(LIMIT_KINDS),
      period: z.enum(LIMIT_PERIODS),
      amount: z.number(),
      /** Staked this period (a stake limit), or lost net of winnings (a loss limit; below zero when ahead). */
      used: z.number(),
      /** What is left this period: never below zero, 0 once the limit is reached. */
      remaining: z.number(),
    }),
  ),
  pending: z.array(
    z.object({
      kind: z.enum(LIMIT_KINDS),
      period: z.enum(LIMIT_PERIODS),
      /** null: the limit will be removed. */
      amount: z.number().nullable(),
      effectiveAt: z.string(),
    }),
  ),
});
export type BettingLimits = z.infer<typeof bettingLimitsSchema>;

/** GET /api/me/reality-check?since=: what the player staked and got back since their session began. */
export const realityCheckQuerySchema = z.object({
  since: z.iso.datetime({ error: 'since must be an ISO date-time' }),
});
export const realityCheckSchema = z.object({
  since: z.string(),
  staked: z.number(),
  returned: z.number(),
  /** Returned minus staked: negative is a loss. */
  netResult: z.number(),
});
export type RealityCheck = z.infer<typeof realityCheckSchema>;
