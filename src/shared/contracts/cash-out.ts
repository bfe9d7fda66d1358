import { z } from 'zod';
import { CASH_OUT_FRACTIONS } from '../cash-out';
import { betSchema } from './bets';

/**
 * Cash-out, as the API speaks it (rupees). A pending bet on an OPEN market of an UPCOMING or LIVE match
 * with a model price can be cashed out, in full or in part; what stays on keeps its odds.
 */

/**
 * Why a bet has no cash-out offer now: its market is suspended (the ball's event, a wicket or a boundary,
 * or an operator), closed or decided, its match no longer takes bets, the market has no model price (the
 * toss), or nothing is left to cash out.
 */
export const CASH_OUT_UNAVAILABLE_REASONS = [
  'SUSPENDED_WICKET',
  'SUSPENDED_BOUNDARY',
  'SUSPENDED_BY_OPERATOR',
  'MARKET_CLOSED',
  'MATCH_CLOSED',
  'NO_PRICE',
  'NOTHING_LEFT',
] as const;
export type CashOutUnavailableReason = (typeof CASH_OUT_UNAVAILABLE_REASONS)[number];

/** GET /api/me/bets/{id}/cash-out: the offer for the whole stake still on. */
export const cashOutOfferSchema = z.object({
  available: z.boolean(),
  /** The offer for the whole remaining stake; 0 when unavailable. */
  amount: z.number(),
  reason: z.enum(CASH_OUT_UNAVAILABLE_REASONS).nullable(),
  /** The current odds of the bet's option, from which the browser recomputes the offer as odds move. */
  currentOdds: z.number().nullable(),
  /** The cash-out margin in basis points (500 = 5%), for the same recomputation. */
  marginBps: z.number().int(),
});
export type CashOutOffer = z.infer<typeof cashOutOfferSchema>;

/** POST /api/me/bets/{id}/cash-out. `fraction` (default 1) of the stake still on. */
export const cashOutRequestSchema = z.object({
  idempotencyKey: z.uuid('idempotencyKey must be a UUID'),
  /** The amount the player accepted, in rupees: refused with CASH_OUT_PRICE_CHANGED if off by over a paisa. */
  expectedAmount: z.number({ error: 'expectedAmount must be a number' }).nonnegative(),
  fraction: z
    .number()
    .refine((f) => (CASH_OUT_FRACTIONS as readonly number[]).includes(f), {
      message: `fraction must be one of ${CASH_OUT_FRACTIONS.join(', ')}`,
    })
    .optional(),
});
export type CashOutRequest = z.infer<typeof cashOutRequestSchema>;

/** 200 from POST /api/me/bets/{id}/cash-out (and the same again for a repeated idempotencyKey). */
export const cashOutResultSchema = z.object({
  /** What the player received. */
  amount: z.number(),
  /** The bet after it: CASHED_OUT, or PENDING with its stake and potential payout reduced. */
  bet: betSchema,
  balance: z.number(),
});
export type CashOutResult = z.infer<typeof cashOutResultSchema>;

/** `details` of a 409 CASH_OUT_PRICE_CHANGED: the offer now, for the fraction asked. */
export const cashOutPriceChangedDetailsSchema = z.object({ amount: z.number() });

/** PUT /api/me/bets/{id}/auto-cash-out: cash out in full once the offer reaches `target` rupees. */
export const autoCashOutRequestSchema = z.object({
  target: z.number({ error: 'Target must be a number' }).positive('Target must be above ₹0'),
});
