// The auto cash-out target's range, once: the server refuses a target outside it and My Bets checks the
// box against it as the player types, so neither takes what the other would refuse.
import { formatRupees, paiseToRupees, payoutPaise, type Paise } from './money';

/**
 * The targets a bet's auto cash-out may take, in paise: above the offer now (at or below it the player
 * would cash out now instead; null when the market has no offer, as while suspended) and at most the
 * potential payout of the stake still on (the offer never goes above it).
 */
export type AutoCashOutRange = { offerPaise: Paise | null; capPaise: Paise };

export function autoCashOutRange(
  stakePaise: Paise,
  oddsHundredths: number,
  offerNowPaise: Paise | null,
): AutoCashOutRange {
  return { offerPaise: offerNowPaise, capPaise: payoutPaise(stakePaise, oddsHundredths) };
}

/** The two refusals, in the reader's language; each gets the bound as '₹387.50'. */
export type AutoCashOutRangeMessages = {
  atMostPayout: (payout: string) => string;
  aboveOffer: (offer: string) => string;
};

export const ENGLISH_RANGE_MESSAGES: AutoCashOutRangeMessages = {
  atMostPayout: (payout) => `Target must be at most the potential payout, ${payout}`,
  aboveOffer: (offer) => `Target must be above the offer now, ${offer}: cash out instead`,
};

/** Why the target is outside the range, or null when it is inside. */
export function autoCashOutTargetProblem(
  targetPaise: Paise,
  range: AutoCashOutRange,
  messages: AutoCashOutRangeMessages,
): string | null {
  if (targetPaise > range.capPaise) return messages.atMostPayout(formatRupees(paiseToRupees(range.capPaise)));
  if (range.offerPaise !== null && targetPaise <= range.offerPaise)
    return messages.aboveOffer(formatRupees(paiseToRupees(range.offerPaise)));
  return null;
}

/** Whether any target fits: not when the offer already reached the potential payout. */
export const autoCashOutRangeOpen = (range: AutoCashOutRange) =>
  range.offerPaise === null || range.offerPaise < range.capPaise;

/**
 * A target to start from: halfway from the offer now (the stake, when there is none) to the potential
 * payout, in whole rupees when a whole rupee fits in the range, else to the paisa.
 */
export function suggestedAutoCashOutTarget(range: AutoCashOutRange, stakePaise: Paise): number {
  const from = range.offerPaise ?? stakePaise;
  const midpoint = (from + range.capPaise) / 2n;
  const wholeRupees = (midpoint / 100n) * 100n;
  const fits = (paise: Paise) => paise > from && paise <= range.capPaise;
  if (fits(wholeRupees)) return paiseToRupees(wholeRupees);
  return paiseToRupees(fits(midpoint) ? midpoint : range.capPaise);
}
