import type { MarketClosedReason } from '@shared/statuses';
import { priceScoreLine } from '../../pricing/score-markets';
import type { FeedMarketOption, FeedMarketPrice } from '../../feeds/types';
import type { StoredMarket } from '../matches/sync/market-prices';

/**
 * A score market's line is kept while neither side is more likely than this: beyond it the price has run
 * away from the line (the favourite shorter than about 1.25), and the market moves to a new line at the
 * model's median, priced near evens again. Bets already on the old line keep it.
 */
const RUN_AWAY_PROBABILITY = 0.75;

export interface ScoreMarketLineAction {
  /** The line shown now, to follow at these odds. */
  keep: { stored: StoredMarket; options: FeedMarketOption[] } | null;
  /** Lines that close to new bets, and why; they wait for their result. */
  close: { stored: StoredMarket; reason: MarketClosedReason }[];
  /** The line to offer instead: an earlier line of this market comes back, or a new market opens. */
  open: { lineRuns: number; adminSuspension: { at: Date; reason: string } | null } | null;
}

/**
 * What the sync does with one score market by the over, given its unsettled lines and the feed's price
 * for it. One line is shown at a time: the newest. An operator's suspension of the market carries over
 * to its new line.
 */
export function scoreMarketLineAction(lines: StoredMarket[], price: FeedMarketPrice): ScoreMarketLineAction {
  const { forecast, marginBps } = price.linePricing!;
  const shown = lines.find((l) => l.market.closedReason === null) ?? null;
  const others = lines.filter((l) => l !== shown && l.market.closedReason !== 'LINE_MOVED');
  const moveOthers = others.map((stored) => ({ stored, reason: 'LINE_MOVED' as const }));
  if (shown) {
    const lineRuns = Number(shown.market.line);
    const held = priceScoreLine(forecast, lineRuns, marginBps);
    const holds = held.status === 'open' && Math.max(held.yes, held.no) <= RUN_AWAY_PROBABILITY;
    if (holds || lineRuns === price.line) {
      if (held.status === 'closed')
        return { keep: null, close: [{ stored: shown, reason: 'DECIDED' }], open: null };
      const options = [
        { name: 'Yes', teamName: null, odds: held.yesOdds },
        { name: 'No', teamName: null, odds: held.noOdds },
      ];
      return { keep: { stored: shown, options }, close: moveOthers, open: null };
    }
  }
  const suspended = shown?.market.adminSuspendedAt ?? null;
  return {
    keep: null,
    close: [...(shown ? [{ stored: shown, reason: 'LINE_MOVED' as const }] : []), ...moveOthers],
    open: {
      lineRuns: price.line!,
      adminSuspension: suspended
        ? { at: suspended, reason: shown!.market.adminSuspensionReason ?? 'Suspended by the book' }
        : null,
    },
  };
}
