import { z } from 'zod';
import {
  autoCashOutTargetProblem,
  type AutoCashOutRange,
  type AutoCashOutRangeMessages,
} from '../auto-cash-out-target';
import { CASH_OUT_FRACTIONS } from '../cash-out';
import { formatRupees, parseRupees } from '../money';
import { betSchema } from './bets';
import { uuidSchema } from './ids';
import { MAX_RUPEES, rupeesSchema } from './rupees';

/**
 * Cash-out, as the API speaks it (rupees). A pending bet on an OPEN market of an UPCOMING or LIVE match
 * with a model price can be cashed out, in full or in part; what stays on keeps its odds.
 */

// The offer is part of every Bet (its `cashOut`), so it lives with the Bet; named here too.
export { cashOutOfferSchema, type CashOutOffer, type CashOutUnavailableReason } from './bets';

/** POST /api/me/bets/{id}/cash-out. `fraction` (default 1) of the stake still on. */
/** The UUID version of the keys the server makes for its own cash-outs (auto cash-out). */
export const SERVER_KEY_VERSION = '8';

export const cashOutRequestSchema = z.object({
  idempotencyKey: uuidSchema('idempotencyKey').refine(
    (key) => key[14] !== SERVER_KEY_VERSION,
    'idempotencyKey must not be a version 8 UUID: those name the server’s automatic cash-outs',
  ),
  /** The amount the player accepted, in rupees: refused with CASH_OUT_PRICE_CHANGED if off by over a paisa. */
  expectedAmount: rupeesSchema({
    notANumber: 'expectedAmount must be a number',
    tooManyDecimals: 'expectedAmount can have at most 2 decimal places',
    tooSmall: 'expectedAmount must be at least ₹0',
    tooLarge: `expectedAmount must be at most ${formatRupees(MAX_RUPEES)}`,
  }),
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
export type AutoCashOutMessages = {
  notANumber: string;
  notPositive: string;
  tooManyDecimals: string;
  tooLarge: string;
};
const ENGLISH_AUTO_CASH_OUT_MESSAGES: AutoCashOutMessages = {
  notANumber: 'Target must be a number',
  notPositive: 'Target must be above ₹0',
  tooManyDecimals: 'Target can have at most 2 decimal places',
  // Above MAX_RUPEES: far past any bet's potential payout, which the server checks with its amount.
  tooLarge: 'Target must be at most the potential payout',
};

/** PUT /api/me/bets/{id}/auto-cash-out: cash out in full once the offer reaches `target` rupees. */
const autoCashOutRequestSchemaWith = (m: AutoCashOutMessages) =>
  z.object({
    target: rupeesSchema({ ...m, tooSmall: m.notPositive }).positive(m.notPositive),
  });
export const autoCashOutRequestSchema = autoCashOutRequestSchemaWith(ENGLISH_AUTO_CASH_OUT_MESSAGES);

/**
 * The target as My Bets checks it while the player types: the request's rules, then the bet's range,
 * the rule the server applies (autoCashOutTargetProblem), so the form refuses what the server would.
 */
export const autoCashOutFormSchemaWith = (
  m: AutoCashOutMessages,
  range: AutoCashOutRange,
  rangeMessages: AutoCashOutRangeMessages,
) =>
  z.object({
    target: autoCashOutRequestSchemaWith(m).shape.target.superRefine((target, ctx) => {
      const paise = target > 0 ? parseRupees(target) : null;
      if (paise === null) return; // refused above
      const problem = autoCashOutTargetProblem(paise, range, rangeMessages);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  });
