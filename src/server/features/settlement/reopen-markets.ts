import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postReversals } from '../wallet/ledger';
import { betCounts, type BetCounts } from './bet-counts';
import { lockPlayers } from './lock-players';
import { markMarkets } from './mark-markets';
import { nothingSettled, type Settled } from './settled';
import { summarise } from './summarise';

/**
 * Undoes the settlement of the markets (a wrong result): their settled bets go back to PENDING in a new
 * settlement round, the transfers that settled them in the round they leave are cancelled by REVERSAL
 * transfers (never edited), and the markets are SUSPENDED until they are settled again. A balance may go below
 * zero here, when a player already spent a payout now taken back. `balancesBefore`: the wallet of every
 * player with a bet on the match, as it was before.
 */
export async function reopenMarkets(
  tx: Db,
  matchId: number,
  marketIds: number[],
  reason: string,
): Promise<Settled & { balancesBefore: Map<string, bigint> }> {
  if (marketIds.length === 0) return { ...nothingSettled(), balancesBefore: new Map() };
  const ofMarkets = sql`b.market_id = any(${sql.param(marketIds)}::int[])`;
  // The markets before the players, as every settlement and placement takes them.
  await tx.execute(sql`
    select id from markets where id = any(${sql.param(marketIds)}::int[]) order by id for no key update`);
  // Every player with a bet on the match, not only those paid in these markets: settling them again right
  // after locks the (then PENDING) losers too, and a corrected result also settles the match's score
  // markets still open; all must be taken at once in one id order, or two settlements deadlock (found by
  // the random ledger test).
  const balancesBefore = await lockPlayers(tx, sql`b.match_id = ${matchId}`, 'any');
  const posted = await postReversals<{ bet_counts: BetCounts }>(tx, {
    with: sql`reopened as (
      update bets b
      set status = 'PENDING', result = null, settled_at = null, settlement_round = b.settlement_round + 1
      where ${ofMarkets} and b.status in ('WON','LOST','VOID')
      returning b.id, b.user_id, 'PENDING'::text as status, b.settlement_round - 1 as left_round
    )`,
    reverses: sql`
      select t.id from transactions t join reopened r on t.bet_id = r.id
      where t.type in ('BET_WON','BET_LOST','VOID_REFUND') and t.settlement_round = r.left_round`,
    reason,
    report: betCounts('reopened', '0'),
  });
  await markMarkets(tx, marketIds, 'SUSPENDED', null);
  const reopened = summarise(posted, matchId, marketIds, 'SUSPENDED');
  return { ...reopened, paidPaise: -posted.toPlayersPaise, balancesBefore };
}
