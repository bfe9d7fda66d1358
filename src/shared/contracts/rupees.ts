import { z } from 'zod';
import { parseRupees } from '../money';

/**
 * The most rupees any request may carry: far above every stake, payout, limit and balance the product
 * allows. With 2 decimals that is at most 15 significant digits, which a double keeps: every amount is
 * the number JSON reads, and converts to paise and back to a JSON number exactly.
 */
export const MAX_RUPEES = 1_000_000_000_000;

/** A rupee amount's refusals, in the field's own words and in one language (the server's or the form's). */
export type RupeeRefusals = {
  notANumber: string;
  /** More than 2 decimals (or a number too small to write without an exponent, such as 1e-7). */
  tooManyDecimals: string;
  /** Below zero: no request carries a negative amount. */
  tooSmall: string;
  /** Above MAX_RUPEES (1e21 and past it, which JavaScript writes with an exponent, among them). */
  tooLarge: string;
};

/**
 * A rupee amount in a request: a JSON number from 0 to MAX_RUPEES whose decimal text has at most 2
 * decimals, read exactly by money.ts's parser (String(n), no float product: 512.2 is 51220 paise), so
 * rupeesToPaise takes every amount it passes. A field composes its own rules on top (whole rupees, its
 * minimum and maximum); they run only on an amount (each refusal here ends the checks).
 */
export const rupeesSchema = (refusals: RupeeRefusals) =>
  z.number({ error: refusals.notANumber }).superRefine((rupees, ctx) => {
    if (rupees < 0)
      ctx.addIssue({
        code: 'too_small',
        origin: 'number',
        minimum: 0,
        inclusive: true,
        message: refusals.tooSmall,
        continue: false,
      });
    else if (rupees > MAX_RUPEES)
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: MAX_RUPEES,
        inclusive: true,
        message: refusals.tooLarge,
        continue: false,
      });
    else if (parseRupees(rupees) === null)
      ctx.addIssue({
        code: 'not_multiple_of',
        divisor: 0.01,
        message: refusals.tooManyDecimals,
        continue: false,
      });
  });
