import type { InPlayDelayFigures } from '@shared/contracts/reports';
import { BET_DELAY_REFUSALS, type BetDelayRefusal } from '@shared/statuses';

/** Why an in-play slip was refused at the end of its delay, as the report says it (English back office). */
export const REFUSAL_TEXT: Record<BetDelayRefusal, string> = {
  BALL_BOWLED: 'ball bowled',
  MARKET_SUSPENDED: 'suspended',
  MARKET_CLOSED: 'market closed',
  ODDS_CHANGED: 'odds changed',
  FEED_STALE: 'feed stale',
};

/** The reasons that refused any slip, most first (ties in BET_DELAY_REFUSALS order). */
export function refusalsByCount(figures: InPlayDelayFigures): BetDelayRefusal[] {
  return BET_DELAY_REFUSALS.filter((reason) => figures.refusedByReason[reason].count > 0).sort(
    (a, b) => figures.refusedByReason[b].count - figures.refusedByReason[a].count,
  );
}

/** '412 placed, 38 refused (ball bowled 30, suspended 5, odds changed 3)': the period in one line. */
export function inPlayDelayText(figures: InPlayDelayFigures): string {
  const { placed, refused } = figures;
  if (refused.count === 0) return `${placed.count} placed, none refused`;
  const reasons = refusalsByCount(figures)
    .map((reason) => `${REFUSAL_TEXT[reason]} ${figures.refusedByReason[reason].count}`)
    .join(', ');
  return `${placed.count} placed, ${refused.count} refused (${reasons})`;
}

/** A count's share of all the slips whose delay ended, as '8.4%' ('–' when none did). */
export function shareOfEnded(count: number, figures: InPlayDelayFigures): string {
  const ended = figures.placed.count + figures.refused.count;
  return ended === 0 ? '–' : `${((count / ended) * 100).toFixed(1)}%`;
}
