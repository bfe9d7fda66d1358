import type { Db } from '../../db/client';
import type { Posted } from '../wallet/ledger';
import type { BetCounts } from './bet-counts';
import { tellBetResults } from './tell-bet-results';
import type { Settled } from './settled';

/** The players told of their settled bets (as their preferences allow), in the settlement's transaction. */
export async function withNotices(
  tx: Db,
  matchId: number,
  settled: Settled,
  posted: Posted<{ bet_counts: BetCounts }>,
): Promise<Settled> {
  return {
    ...settled,
    events: [...settled.events, ...(await tellBetResults(tx, matchId, posted.report.bet_counts))],
  };
}
