// One file, several operations: the odds arithmetic; rounding, clamping, margin and overround are
// steps of one conversion, tested together.
// True probabilities -> bookmaker odds. The overround (margin) is spread in proportion to each
// probability, so every outcome carries the same relative edge: sum(1/odds) = 1 + marginBps / 10 000.

/** The match and score markets' margin in basis points (600 = 6%), as cash-out's is. */
export const DEFAULT_MARGIN_BPS = 600;
const BPS_PER_UNIT = 10_000;
/** The database requires odds above evens (hundredths > 100). */
export const MIN_ODDS = 1.01;
export const MAX_ODDS = 100;

/** Rounds to 2 decimals without float drift (1.005 -> 1.01, 2.675 -> 2.68). */
export function roundOdds(odds: number): number {
  return Math.round(Number((odds * 100).toPrecision(12))) / 100;
}

export function clampOdds(odds: number): number {
  return Math.min(MAX_ODDS, Math.max(MIN_ODDS, roundOdds(odds)));
}

/** The factor a margin of `marginBps` puts on every probability: 600 bps -> 1.06. */
function withMargin(marginBps: number): number {
  if (!(marginBps >= 0)) throw new RangeError(`Margin must be non-negative: ${marginBps} bps`);
  return 1 + marginBps / BPS_PER_UNIT;
}

/**
 * Odds for mutually exclusive outcomes. Probabilities must be >= 0 and are normalised to sum to 1
 * (so float noise upstream cannot change the margin). A zero probability gets the longest odds.
 */
export function priceWithMargin(probabilities: readonly number[], marginBps = DEFAULT_MARGIN_BPS): number[] {
  if (probabilities.some((p) => !Number.isFinite(p) || p < 0)) {
    throw new RangeError(`Probabilities must be finite and non-negative: ${probabilities.join(', ')}`);
  }
  const markup = withMargin(marginBps);
  const total = probabilities.reduce((sum, p) => sum + p, 0);
  if (total <= 0) throw new RangeError('At least one outcome must be possible');
  return probabilities.map((p) => {
    const priced = (p / total) * markup;
    return priced === 0 ? MAX_ODDS : clampOdds(1 / priced);
  });
}

/**
 * True when an outcome's odds with the margin would fall outside MIN_ODDS..MAX_ODDS before clamping:
 * the market is all but decided, and closes to new bets rather than sitting open at the limit.
 */
export function beyondOfferedOdds(probabilities: readonly number[], marginBps = DEFAULT_MARGIN_BPS): boolean {
  const markup = withMargin(marginBps);
  return probabilities.some((p) => {
    const odds = 1 / (p * markup);
    return !(odds >= MIN_ODDS && odds <= MAX_ODDS);
  });
}

/** 1 / odds summed: 1 + marginBps / 10 000 for a fairly priced book, within rounding. */
export function overround(odds: readonly number[]): number {
  return odds.reduce((sum, o) => sum + 1 / o, 0);
}
