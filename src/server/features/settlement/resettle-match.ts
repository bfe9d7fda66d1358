import { eq, sql } from 'drizzle-orm';
import type { SettlementResult } from '@shared/contracts/admin';
import { paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';
import { matches } from '../../db/schema';
import { DomainError } from '../../errors';
import { transactionWithEvents } from '../../realtime/live-events';
import { recordAdminAction } from '../admin/record-admin-action';
import { tellWalletsBelowZero } from './below-zero-notices';
import { closedMarkets } from './closed-markets';
import { reopenedByResultCorrection } from './correction-rules';
import { lockMatch } from './lock-match';
import { reopenMarkets } from './reopen-markets';
import { requireCorrectable } from './require-correctable';
import { addSettled } from './settled';
import { settleOnWinner } from './settle-on-winner';
import { teamOf } from './team-of';

/** An admin's correction of a settled result or toss: the team it should name, and why. */
export type Correction = { matchId: number; team: string; reason: string; adminId: string };

/**
 * Corrects a match settled on the wrong team, or voided by mistake, within RESETTLE_WINDOW_HOURS of
 * its settlement: the team markets (and voided score markets) are reopened through the ledger's
 * reversals (compensating rows that name what they cancel; never an UPDATE of the ledger), their bets
 * go back to PENDING, and they are settled again on `team`. One transaction, under the match lock, so
 * two corrections sent at once apply one after the other, and the second to the same team is refused.
 * A player already paid may go below zero here; placement and withdrawal refuse while they are, and a
 * notice tells them why.
 */
export async function resettleMatch(db: Db, input: Correction): Promise<SettlementResult> {
  const { matchId, adminId } = input;
  const reason = input.reason.trim();
  return transactionWithEvents(db, async (tx, emit) => {
    const match = requireCorrectable(await lockMatch(tx, matchId), matchId, (m) => m.settled_at, 'result');
    if (match.status !== 'COMPLETED')
      throw new DomainError(
        'MATCH_NOT_COMPLETED',
        `Match #${matchId} did not complete, so it cannot be settled on a winner`,
      );
    const winner = teamOf(match, input.team);
    if (!winner) throw new DomainError('INVALID_TEAM', `"${input.team}" is not playing in match #${matchId}`);

    const closed = await closedMarkets(tx, matchId, reopenedByResultCorrection('markets'));
    const wasVoid = closed.length > 0 && closed.every((m) => m.status === 'VOID');
    const before = wasVoid
      ? 'VOID'
      : match.winner_team_id === match.home_team_id
        ? match.home_team
        : match.away_team;
    if (!wasVoid && match.winner_team_id === winner.id)
      throw new DomainError('ALREADY_SETTLED', `Match #${matchId} is already settled on ${winner.name}`);

    const reopened = await reopenMarkets(
      tx,
      matchId,
      closed.map((m) => m.id),
      `Resettled: ${reason}`,
    );
    const settled = await settleOnWinner(tx, match, winner);
    await tx
      .update(matches)
      .set({ winnerTeamId: winner.id, updatedAt: sql`now()` })
      .where(eq(matches.id, matchId));
    const paid = paiseToRupees(settled.paidPaise);
    const reversed = paiseToRupees(reopened.paidPaise);
    await recordAdminAction(
      tx,
      emit,
      { adminId, actionType: 'RESETTLE_MATCH', entityType: 'match', entityId: matchId },
      { from: before, to: winner.name, reason, reversed, won: settled.won, lost: settled.lost, paid },
    );
    emit(
      ...addSettled(reopened, settled).events,
      ...(await tellWalletsBelowZero(tx, matchId, 'result', reopened.balancesBefore)),
      { topic: 'matches', payload: { reason: 'settled' } },
    );
    return {
      success: true,
      message: `Match #${matchId} has been resettled: ${winner.name} won`,
      won: settled.won,
      lost: settled.lost,
      voided: 0,
      paid,
    };
  });
}
