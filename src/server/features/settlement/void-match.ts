import { sql } from 'drizzle-orm';
import type { SettlementResult } from '@shared/contracts/bets';
import { paiseToRupees } from '@shared/money';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import { publish } from '../../realtime/publish';
import { lockMatch, lockOpenMarkets, recordAdminAction, voidMatchBets } from './engine';

/**
 * Voids a match: every PENDING bet becomes VOID with its stake refunded (REFUND ledger rows), its
 * unsettled markets become VOID, and a match that did not complete becomes ABANDONED. The match is
 * then settled (settled_at), so it leaves the pending lists and cannot be settled or voided again.
 * adminId is null when the postponed-match job does it (no admin action is recorded then).
 */
export async function voidMatch(
  db: Database,
  input: { matchId: number; reason: string; adminId: string | null },
): Promise<SettlementResult> {
  const { matchId, adminId } = input;
  const reason = input.reason.trim();
  return db.transaction(async (tx) => {
    const match = await lockMatch(tx, matchId);
    if (!match) throw notFound(`Match #${matchId} not found`);
    if (match.settled_at)
      throw new AppError(409, 'ALREADY_SETTLED', `Match #${matchId} has already been settled`);
    const markets = await lockOpenMarkets(tx, matchId);
    const voided = await voidMatchBets(
      tx,
      matchId,
      markets.map((m) => m.id),
      reason,
    );
    await tx.execute(sql`
      update matches
      set status = case when status = 'COMPLETED' then status else 'ABANDONED' end,
          settled_at = now(), updated_at = now()
      where id = ${matchId}`);
    if (adminId)
      await recordAdminAction(tx, adminId, 'VOID_MATCH', matchId, {
        reason,
        voided: voided.voided,
        refunded: paiseToRupees(voided.paidPaise),
      });
    await publish(tx, [...voided.events, { topic: 'matches', payload: { reason: 'voided' } }]);
    return {
      success: true,
      message: `Match #${matchId} has been voided. ${voided.voided} bets refunded.`,
      won: 0,
      lost: 0,
      voided: voided.voided,
      paid: paiseToRupees(voided.paidPaise),
    };
  });
}
