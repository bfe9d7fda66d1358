// Runs inside the caller's transaction, after the caller has locked the match row (FOR UPDATE) and the
// markets it settles: placement holds those markets FOR SHARE, so no bet can be added to them while this
// runs. Only PENDING bets move, so a repeated or concurrent settlement finds nothing left to pay.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postTransfers, transferSelect } from '../wallet/ledger';
import { positionsClosedCte, positionTransfers } from '../wallet/position-sql';
import { betCounts, type BetCounts } from './bet-counts';
import { lockPlayers } from './lock-players';

/**
 * The PENDING bets that `where` selects (a condition on `b`, within `marketIds`, markets the caller
 * locked) become WON or LOST and are paid, as settleMarkets describes; their players are locked first, in
 * id order. Their positions hold again what they released (ADR 0049): `where` takes every PENDING bet of
 * a position market it touches. The markets keep their status: the caller marks them.
 */
export async function settleBets(
  tx: Db,
  where: SQL,
  marketIds: number[],
  winningOptionIds: number[],
  result: string,
) {
  await lockPlayers(tx, where);
  // A back wins with its option, a lay when its option does not win (ADR 0048).
  const won = sql`(b.option_id = any(${sql.param(winningOptionIds)}::int[])) = (b.side = 'BACK')`;
  return postTransfers<{ bet_counts: BetCounts }>(tx, {
    // The ids of the house's transfers, one per market and outcome, chosen before the bets that name them.
    with: sql`stake_transfer as materialized (
      select m.id as market_id, gen_random_uuid() as won_id, gen_random_uuid() as lost_id
      from unnest(${sql.param(marketIds)}::int[]) m(id)
    ),
    settled as (
      update bets b
      set status = case when ${won} then 'WON' else 'LOST' end, result = ${result}, settled_at = now(),
          stake_transfer_id = case when ${won} then st.won_id else st.lost_id end
      from stake_transfer st
      where ${where} and b.status = 'PENDING' and st.market_id = b.market_id
      returning b.id, b.user_id, b.status, b.amount_paise, b.potential_payout_paise, b.match_id, b.market_id,
                b.settlement_round, b.stake_transfer_id
    ), ${positionsClosedCte('settled')}`,
    transfers: sql`
      ${stakesIntoRevenue('LOST')}
      union all
      ${stakesIntoRevenue('WON')}
      union all
      select ${transferSelect({
        code: 'BET_WON',
        from: 'HOUSE_REVENUE',
        to: 'PLAYER',
        amount: sql`s.potential_payout_paise`,
        userId: sql`s.user_id`,
        betId: sql`s.id`,
        settlementRound: sql`s.settlement_round`,
        matchId: sql`s.match_id`,
        metadata: sql`jsonb_build_object('bet_id', s.id, 'match_id', s.match_id, 'market_type', mk.kind)`,
      })}
      from settled s join markets mk on mk.id = s.market_id where s.status = 'WON'
      union all
      ${positionTransfers(sql.raw('positions_closed'))}`,
    report: betCounts('settled', "case when status = 'WON' then potential_payout_paise else 0 end"),
  });
}

/**
 * The house's side of the bets settled with `status`: one transfer per market of all their stakes, from
 * the stakes held into the house's revenue, with the id each of its bets names (stake_transfer_id).
 */
function stakesIntoRevenue(status: 'WON' | 'LOST') {
  return sql`
    select ${transferSelect({
      id: sql`s.stake_transfer_id`,
      code: status === 'WON' ? 'BET_WON' : 'BET_LOST',
      from: 'STAKES_HELD',
      to: 'HOUSE_REVENUE',
      amount: sql`sum(s.amount_paise)`,
      matchId: sql`s.match_id`,
      metadata: sql`jsonb_build_object('market_id', s.market_id, 'match_id', s.match_id, 'market_type', mk.kind,
                                       'bets', count(*))`,
    })}
    from settled s join markets mk on mk.id = s.market_id where s.status = ${status}::text
    group by s.stake_transfer_id, s.market_id, s.match_id, mk.kind`;
}
