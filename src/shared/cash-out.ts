// The cash-out price, once: the server charges it and the browser previews it with the same integers.
//
// Worked example (pinned in cash-out.test.ts): ₹1,000 backed at 2.50, the option now at 2.00, the margin
// 500 bps (5%). Fair value: 1,000 × 2.50 / 2.00 = ₹1,250; less 5%: ₹1,187.50, so
// cashOutValuePaise(100_000n, 250, 200, 500) is 118_750n. Half of it (cashOutStakePaise(100_000n, 0.5),
// ₹500 of stake) is worth ₹593.75, and ₹500 stays on at 2.50.
import { payoutPaise, type Paise } from './money';

/** The cash-out margin's default, in basis points (5%); the server's CASH_OUT_MARGIN_BPS setting overrides it. */
export const DEFAULT_CASH_OUT_MARGIN_BPS = 500;
/** The presets of a partial cash-out, as fractions of the stake still on. */
export const CASH_OUT_FRACTIONS = [0.25, 0.5, 0.75, 1] as const;

/**
 * What the house pays to close `stake` of a bet now: stake x odds taken / current odds of the same option,
 * less the margin, rounded down to the paisa. Never above the payout that stake would win at the odds
 * taken, never negative. Integer arithmetic only: odds in hundredths, margin in basis points.
 */
export function cashOutValuePaise(
  stake: Paise,
  oddsTakenHundredths: number,
  currentOddsHundredths: number,
  marginBps: number,
): Paise {
  if (stake <= 0n || currentOddsHundredths <= 0) return 0n;
  const fair =
    (stake * BigInt(oddsTakenHundredths) * BigInt(10_000 - marginBps)) /
    (BigInt(currentOddsHundredths) * 10_000n);
  const cap = payoutPaise(stake, oddsTakenHundredths);
  if (fair > cap) return cap;
  return fair < 0n ? 0n : fair;
}

/**
 * The part of the stake a fraction cashes out, rounded down to the paisa; 1 takes all of it, so nothing
 * is left behind by rounding.
 */
export function cashOutStakePaise(remainingStake: Paise, fraction: number): Paise {
  if (fraction >= 1) return remainingStake;
  return (remainingStake * BigInt(Math.round(fraction * 10_000))) / 10_000n;
}
