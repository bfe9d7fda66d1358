import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currentBalanceEvents } from '../wallet/current-balance-events';
import { tellBetResults } from '../settlement/tell-bet-results';
import type { BetCounts } from '../settlement/bet-counts';
import { markMarkets } from '../settlement/mark-markets';
import { nothingSettled, type Settled } from '../settlement/settled';
import { betEvents, marketEvents } from '../settlement/settlement-events';
import type { StoredDecision } from './stored-decision';

/**
 * Closes a decided score market whose bets are all paid: it becomes SETTLED (or VOID) with its stored
 * result, and each of its players is told once for the whole market (one notice and one 'bet' event per
 * status, and their balance), however many transactions paid them. Only the transaction that changes the market's status
 * runs this, under the market's lock, so the players are told once.
 */
export async function announceDecidedMarket(
  tx: Db,
  matchId: number,
  marketId: number,
  decision: StoredDecision,
  result: string,
): Promise<Settled> {
  const status = decision.outcome === 'void' ? 'VOID' : 'SETTLED';
  await markMarkets(tx, [marketId], status, result);
  const { rows } = await tx.execute<{
    user_id: string;
    status: 'WON' | 'LOST' | 'VOID';
    n: number;
    paid: string;
  }>(sql`
    select user_id, status, count(*)::int as n,
           sum(case status when 'WON' then potential_payout_paise when 'VOID' then amount_paise else 0 end)::text as paid
    from bets
    where match_id = ${matchId} and market_id = ${marketId} and status in ('WON','LOST','VOID')
    group by user_id, status`);
  const counts: BetCounts = rows.map((r) => [r.user_id, r.status, r.n, r.paid]);
  // The chunks credited the wallets without announcing them: each paid or refunded player hears their
  // balance once, with their bets.
  const credited = [...new Set(counts.filter(([, s]) => s !== 'LOST').map(([userId]) => userId))];
  return {
    ...nothingSettled(),
    events: [
      ...marketEvents(matchId, [marketId], status),
      ...(await currentBalanceEvents(tx, credited)),
      ...betEvents(counts),
      ...(await tellBetResults(tx, matchId, counts)),
    ],
  };
}
