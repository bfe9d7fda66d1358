import type { Posted } from '../wallet/ledger';
import type { BetCounts } from './bet-counts';
import { betEvents, marketEvents } from './settlement-events';
import type { Settled } from './settled';
import { tally } from './tally';

/** What a posting on the markets moved, with its market, balance and bet events (no notices). */
export function summarise(
  posted: Posted<{ bet_counts: BetCounts }>,
  matchId: number,
  marketIds: number[],
  marketStatus: 'SETTLED' | 'VOID' | 'SUSPENDED',
): Settled {
  const moved = tally(posted);
  return {
    ...moved,
    events: [
      ...marketEvents(matchId, marketIds, marketStatus),
      ...moved.events,
      ...betEvents(posted.report.bet_counts),
    ],
  };
}
