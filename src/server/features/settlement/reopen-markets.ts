import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postReversals } from '../wallet/ledger';
import { positionsReopenedCtes, positionTransfers } from '../wallet/position-sql';
import { betCounts, type BetCounts } from './bet-counts';
import { lockPlayers } from './lock-players';
import { markMarkets } from './mark-markets';
import { nothingSettled, type Settled } from './settled';
import { summarise } from './summarise';

/**
 * Undoes the settlement of the markets (a wrong result): their settled bets go back to PENDING in a new
 * settlement round, the transfers that settled them in the round they leave (their own, and the house's
 * one per market and outcome) are cancelled by REVERSAL transfers (never edited), and the markets are
 * SUSPENDED until they are settled again. Their players' positions release again what settling them held
 * (ADR 0049). A balance may go below zero here, when a player already spent a
 * payout now taken back. `balancesBefore`: the wallet of every player with a bet on the match, as it was
 * before.
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
    // The house's transfers that took the settled stakes, read before the bets forget them: each took
    // only bets of one of these markets, all of which are reopened, so each is reversed whole, once.
    with: sql`stake_transfers as materialized (
      select distinct b.stake_transfer_id as id from bets b
      where ${ofMarkets} and b.status in ('WON','LOST') and b.stake_transfer_id is not null
    ),
    reopened as (
      update bets b
      set status = 'PENDING', result = null, settled_at = null, settlement_round = b.settlement_round + 1,
          stake_transfer_id = null
      where ${ofMarkets} and b.status in ('WON','LOST','VOID')
      returning b.id, b.user_id, 'PENDING'::text as status, b.settlement_round - 1 as left_round, b.market_id,
                b.option_id, b.side, b.amount_paise, b.potential_payout_paise
    ), ${positionsReopenedCtes(sql`select * from reopened`)}`,
    // Each bet's own transfers of the round it leaves: its payout or refund (and, for a bet settled
    // before docs/decisions/0045, its stake's move into revenue).
    reverses: sql`
      select t.id from transactions t join reopened r on t.bet_id = r.id
      where t.type in ('BET_WON','BET_LOST','VOID_REFUND') and t.settlement_round = r.left_round
      union all
      select id from stake_transfers`,
    reason,
    transfers: positionTransfers(sql.raw('position_moves')),
    report: betCounts('reopened', '0'),
  });
  await markMarkets(tx, marketIds, 'SUSPENDED', null);
  const reopened = summarise(posted, matchId, marketIds, 'SUSPENDED');
  return { ...reopened, paidPaise: -posted.toPlayersPaise, balancesBefore };
}
