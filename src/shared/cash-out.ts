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
 * What a lay's liability returns if the lay wins, at its lay odds: the liability and the backer's stake
 * behind it (liability x L / (L - 1)), rounded down to the paisa. The payout of part of a lay's liability.
 */
export function layPayoutPaise(liability: Paise, layOddsHundredths: number): Paise {
  return (liability * BigInt(layOddsHundredths)) / BigInt(layOddsHundredths - 100);
}

/**
 * What the house pays to close `liability` of a lay (all or part of what it holds) laid at
 * `layOddsHundredths`, its option backed now at `currentOddsHundredths`: the payout P that liability
 * returns if the option loses, times the chance the back price now gives it of losing (P - P / B), less
 * the margin, rounded down. The mirror of a back's stake x odds taken / current odds (ADR 0048). Worked
 * example (cash-out.test.ts): ₹1,100 of liability laid at 2.10 returns ₹2,100; the option backed now at
 * 3.00 makes it worth 2,100 x 2 / 3 = ₹1,400, less 5%: ₹1,330.
 */
export function layCashOutValuePaise(
  liability: Paise,
  layOddsHundredths: number,
  currentOddsHundredths: number,
  marginBps: number,
): Paise {
  if (liability <= 0n || currentOddsHundredths <= 100) return 0n;
  const payout = layPayoutPaise(liability, layOddsHundredths);
  const fair =
    (payout * BigInt(currentOddsHundredths - 100) * BigInt(10_000 - marginBps)) /
    (BigInt(currentOddsHundredths) * 10_000n);
  if (fair > payout) return payout;
  return fair < 0n ? 0n : fair;
}

/**
 * The cash-out of `held` of a bet on its side: a back's stake, or a lay's liability (what the bet holds,
 * bets.amount_paise).
 */
export function heldCashOutValuePaise(
  side: 'BACK' | 'LAY',
  held: Paise,
  oddsTakenHundredths: number,
  currentOddsHundredths: number,
  marginBps: number,
): Paise {
  return side === 'LAY'
    ? layCashOutValuePaise(held, oddsTakenHundredths, currentOddsHundredths, marginBps)
    : cashOutValuePaise(held, oddsTakenHundredths, currentOddsHundredths, marginBps);
}

/**
 * The part of the stake a fraction cashes out, rounded down to the paisa; 1 takes all of it, so nothing
 * is left behind by rounding.
 */
export function cashOutStakePaise(remainingStake: Paise, fraction: number): Paise {
  if (fraction >= 1) return remainingStake;
  return (remainingStake * BigInt(Math.round(fraction * 10_000))) / 10_000n;
}
