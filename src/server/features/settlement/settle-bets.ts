// Runs inside the caller's transaction, after the caller has locked the match row (FOR UPDATE) and the
// markets it settles: placement holds those markets FOR SHARE, so no bet can be added to them while this
// runs. Only PENDING bets move, so a repeated or concurrent settlement finds nothing left to pay.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postTransfers, transferSelect } from '../wallet/ledger';
import { betCounts, type BetCounts } from './bet-counts';
import { lockPlayers } from './lock-players';

/**
 * The PENDING bets that `where` selects (a condition on `b`, within markets the caller locked) become
 * WON or LOST and are paid, as settleMarkets describes; their players are locked first, in id order.
 * The markets keep their status: the caller marks them.
 */
export async function settleBets(tx: Db, where: SQL, winningOptionIds: number[], result: string) {
  await lockPlayers(tx, where);
  const winners = sql`${sql.param(winningOptionIds)}::int[]`;
  const bet = {
    betId: sql`s.id`,
    settlementRound: sql`s.settlement_round`,
    matchId: sql`s.match_id`,
    metadata: sql`jsonb_build_object('bet_id', s.id, 'match_id', s.match_id, 'market_type', mk.kind)`,
  };
  return postTransfers<{ bet_counts: BetCounts }>(tx, {
    with: sql`settled as (
      update bets b
      set status = case when b.option_id = any(${winners}) then 'WON' else 'LOST' end,
          result = ${result}, settled_at = now()
      where ${where} and b.status = 'PENDING'
      returning b.id, b.user_id, b.status, b.amount_paise, b.potential_payout_paise, b.match_id, b.market_id,
                b.settlement_round
    )`,
    transfers: sql`
      select ${transferSelect({ code: 'BET_LOST', from: 'STAKES_HELD', to: 'HOUSE_REVENUE', amount: sql`s.amount_paise`, ...bet })}
      from settled s join markets mk on mk.id = s.market_id where s.status = 'LOST'
      union all
      select ${transferSelect({ code: 'BET_WON', from: 'STAKES_HELD', to: 'HOUSE_REVENUE', amount: sql`s.amount_paise`, ...bet })}
      from settled s join markets mk on mk.id = s.market_id where s.status = 'WON'
      union all
      select ${transferSelect({
        code: 'BET_WON',
        from: 'HOUSE_REVENUE',
        to: 'PLAYER',
        amount: sql`s.potential_payout_paise`,
        userId: sql`s.user_id`,
        ...bet,
      })}
      from settled s join markets mk on mk.id = s.market_id where s.status = 'WON'`,
    report: betCounts('settled', "case when status = 'WON' then potential_payout_paise else 0 end"),
  });
}
