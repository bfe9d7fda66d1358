import type { Db } from '../../db/client';
import type { Settled } from '../settlement/settled';
import { decideScoreMarkets } from './decide-score-markets';
import { payDecidedMarketsNow } from './pay-decided-markets-now';

// A score market (First Innings Runs, the runs after an over, an over's runs) is settled in two steps.
// The live sync's transaction for the ball that decides it records the decision (decideScoreMarkets):
// the market is closed to new bets (SUSPENDED, closed_reason DECIDED or what closed it for good) with its
// result text, which names the winning option (or says why it is void). Its bets are then paid from that
// stored decision, by payDecidedChunk, in transactions of a bounded number of PENDING bets, and the
// market is SETTLED (or VOID) by the last. A market with a result that is still OPEN or SUSPENDED is
// decided and not yet fully paid.

/**
 * Decides the match's score markets and pays every decided one in the caller's transaction, whatever
 * their number of bets: what match settlement, a voided match and resettlement run, so a score market
 * decided and partly paid is finished from its stored decision. Returns what it settled and the events.
 */
export async function settleScoreMarkets(tx: Db, matchId: number): Promise<Settled> {
  const events = await decideScoreMarkets(tx, matchId);
  const paid = await payDecidedMarketsNow(tx, matchId);
  return { ...paid, events: [...events, ...paid.events] };
}
