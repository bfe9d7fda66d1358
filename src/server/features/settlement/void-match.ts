import { eq, sql } from 'drizzle-orm';
import type { SettlementResult } from '@shared/contracts/admin';
import { paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';
import { matches } from '../../db/schema';
import { DomainError, notFound } from '../../errors';
import { transactionWithEvents } from '../../realtime/live-events';
import { lockMatch } from './lock-match';
import { lockMatchForSettlement } from './lock-match-for-settlement';
import { addSettled } from './settled';
import { voidMatchBets } from './void-match-bets';
import { payDecidedMarketsNow } from '../score-markets/pay-decided-markets-now';
import { recordAdminAction } from '../admin/record-admin-action';
import { closeMarketsClosedBy } from '../matches/close-markets-closed-by';

/**
 * Voids a match: every PENDING bet becomes VOID with its stake refunded (REFUND ledger rows), but those
 * of a score market already decided by the score (paid on its stored result first), its unsettled
 * markets become VOID, and a match that did not complete becomes ABANDONED. The match is
 * then settled (settled_at), so it leaves the pending lists and cannot be settled or voided again.
 * adminId is null when the postponed-match job does it (no admin action is recorded then).
 */
export async function voidMatch(
  db: Db,
  input: { matchId: number; reason: string; adminId: string | null },
): Promise<SettlementResult> {
  const { matchId, adminId } = input;
  const reason = input.reason.trim();
  return transactionWithEvents(db, async (tx, emit) => {
    const match = await lockMatch(tx, matchId);
    if (!match) throw notFound(`Match #${matchId} not found`);
    if (match.settled_at)
      throw new DomainError('ALREADY_SETTLED', `Match #${matchId} has already been settled`);
    // Every market still open closes first (MATCH_OVER), so each voided one records why it closed.
    const closed = await closeMarketsClosedBy(tx, matchId, 'MATCH_OVER');
    const markets = await lockMatchForSettlement(tx, matchId);
    // A score market decided before the void keeps its result: its bets still waiting are paid on it.
    const decided = await payDecidedMarketsNow(tx, matchId);
    const undecided = markets.filter((m) => m.result === null).map((m) => m.id);
    const voided = addSettled(decided, await voidMatchBets(tx, matchId, undecided, reason));
    await tx
      .update(matches)
      .set({
        status: sql`case when ${matches.status} = 'COMPLETED' then ${matches.status} else 'ABANDONED' end`,
        settledAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(matches.id, matchId));
    if (adminId)
      await recordAdminAction(
        tx,
        emit,
        { adminId, actionType: 'VOID_MATCH', entityType: 'match', entityId: matchId },
        {
          reason,
          voided: voided.voided,
          refunded: paiseToRupees(voided.paidPaise),
        },
      );
    emit(...closed, ...voided.events, { topic: 'matches', payload: { reason: 'voided' } });
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
