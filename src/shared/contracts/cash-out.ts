import { z } from 'zod';
import { CASH_OUT_FRACTIONS } from '../cash-out';
import { betSchema } from './bets';
import { uuidSchema } from './ids';

/**
 * Cash-out, as the API speaks it (rupees). A pending bet on an OPEN market of an UPCOMING or LIVE match
 * with a model price can be cashed out, in full or in part; what stays on keeps its odds.
 */

// The offer is part of every Bet (its `cashOut`), so it lives with the Bet; named here too.
export { cashOutOfferSchema, type CashOutOffer, type CashOutUnavailableReason } from './bets';

/** POST /api/me/bets/{id}/cash-out. `fraction` (default 1) of the stake still on. */
export const cashOutRequestSchema = z.object({
  idempotencyKey: uuidSchema('idempotencyKey'),
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
export type CashOutPriceChangedDetails = { amount: number };

/** The auto cash-out target's messages: the server's in English, the web's in the player's language. */
export type AutoCashOutMessages = { notANumber: string; notPositive: string };
const ENGLISH_AUTO_CASH_OUT_MESSAGES: AutoCashOutMessages = {
  notANumber: 'Target must be a number',
  notPositive: 'Target must be above ₹0',
};

/** PUT /api/me/bets/{id}/auto-cash-out: cash out in full once the offer reaches `target` rupees. */
export const autoCashOutRequestSchemaWith = (m: AutoCashOutMessages) =>
  z.object({ target: z.number({ error: m.notANumber }).positive(m.notPositive) });
export const autoCashOutRequestSchema = autoCashOutRequestSchemaWith(ENGLISH_AUTO_CASH_OUT_MESSAGES);
