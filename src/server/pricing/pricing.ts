// One file, several operations: the odds arithmetic; rounding, clamping, margin and overround are
// steps of one conversion, tested together.
// True probabilities -> bookmaker odds. The overround (margin) is spread in proportion to each
// probability, so every outcome carries the same relative edge: sum(1/odds) = 1 + marginBps / 10 000.
// Lay odds mirror it below the fair price: sum(1/layOdds) = 1 - marginBps / 10 000 (ADR 0048).

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

/** An option's back and lay prices; `layOdds` is null where the house offers no lay. */
export interface BackAndLay {
  odds: number;
  layOdds: number | null;
}

/**
 * Back odds as `priceWithMargin` gives them, and beside each the lay odds: the same margin taken off the
 * probability instead of added, 1 / (p × (1 − margin)), so back < fair < lay and the spread is about
 * twice the margin. Rounded as back odds are; a lay the rounding would bring down to its back price
 * is one hundredth above it. No lay (null) where the probability is 0 or the lay price would pass
 * MAX_ODDS: clamped there, it would be shorter than fair, a bet the house loses on.
 */
export function priceBackAndLay(
  probabilities: readonly number[],
  marginBps = DEFAULT_MARGIN_BPS,
): BackAndLay[] {
  const back = priceWithMargin(probabilities, marginBps);
  const markdown = 2 - withMargin(marginBps);
  if (!(markdown > 0)) throw new RangeError(`A lay needs a margin under 100%: ${marginBps} bps`);
  const total = probabilities.reduce((sum, p) => sum + p, 0);
  return probabilities.map((p, i) => {
    const odds = back[i]!;
    const lay = 1 / ((p / total) * markdown);
    const layOdds = Math.max(roundOdds(lay), roundOdds(odds + 0.01));
    return { odds, layOdds: layOdds <= MAX_ODDS ? layOdds : null };
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
