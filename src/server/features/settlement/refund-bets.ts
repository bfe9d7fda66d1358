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
 * The PENDING bets that `where` selects become VOID and are refunded, as voidMatchBets describes; their
 * players are locked first. Their positions hold again what they released (ADR 0049): `where` takes every
 * PENDING bet of a position market it touches. The markets keep their status: the caller marks them.
 */
export async function refundBets(tx: Db, where: SQL, reason: string) {
  await lockPlayers(tx, where);
  return postTransfers<{ bet_counts: BetCounts }>(tx, {
    with: sql`voided as (
      update bets b set status = 'VOID', result = ${reason}, settled_at = now()
      where ${where} and b.status = 'PENDING'
      returning b.id, b.user_id, b.status, b.amount_paise, b.match_id, b.market_id, b.settlement_round
    ), ${positionsClosedCte('voided')}`,
    transfers: sql`
      select ${transferSelect({
        code: 'VOID_REFUND',
        from: 'STAKES_HELD',
        to: 'PLAYER',
        amount: sql`v.amount_paise`,
        userId: sql`v.user_id`,
        betId: sql`v.id`,
        settlementRound: sql`v.settlement_round`,
        matchId: sql`v.match_id`,
        metadata: sql`jsonb_build_object('bet_id', v.id, 'match_id', v.match_id, 'market_type', mk.kind,
                                         'reason', ${reason}::text)`,
      })}
      from voided v join markets mk on mk.id = v.market_id
      union all
      ${positionTransfers(sql.raw('positions_closed'))}`,
    report: betCounts('voided', 'amount_paise'),
  });
}
