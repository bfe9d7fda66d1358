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
import { reopenedByTossCorrection } from './correction-rules';
import { lockMatch } from './lock-match';
import { reopenMarkets } from './reopen-markets';
import { requireCorrectable } from './require-correctable';
import type { Correction } from './resettle-match';
import { addSettled } from './settled';
import { settleTossMarkets } from './settle-toss-markets';
import { teamOf } from './team-of';

/** Corrects a toss settled on the wrong team, as resettleMatch corrects a result (toss markets only). */
export async function resettleToss(db: Db, input: Correction): Promise<SettlementResult> {
  const { matchId, adminId } = input;
  const reason = input.reason.trim();
  return transactionWithEvents(db, async (tx, emit) => {
    const match = requireCorrectable(await lockMatch(tx, matchId), matchId, (m) => m.toss_settled_at, 'toss');
    const team = teamOf(match, input.team);
    if (!team)
      throw new DomainError('INVALID_TEAM', `"${input.team}" is not one of the teams in match #${matchId}`);
    if (match.toss_winner_team_id === team.id)
      throw new DomainError(
        'ALREADY_SETTLED',
        `The toss of match #${matchId} is already settled on ${team.name}`,
      );
    const before = match.toss_winner_team_id === match.home_team_id ? match.home_team : match.away_team;

    const closed = await closedMarkets(tx, matchId, reopenedByTossCorrection('markets'));
    const reopened = await reopenMarkets(
      tx,
      matchId,
      closed.map((m) => m.id),
      `Resettled: ${reason}`,
    );
    const toss = await settleTossMarkets(tx, matchId, team);
    await tx
      .update(matches)
      .set({ tossWinnerTeamId: team.id, updatedAt: sql`now()` })
      .where(eq(matches.id, matchId));
    const paid = paiseToRupees(toss.settled.paidPaise);
    await recordAdminAction(
      tx,
      emit,
      { adminId, actionType: 'RESETTLE_TOSS', entityType: 'match', entityId: matchId },
      {
        from: before,
        to: team.name,
        reason,
        reversed: paiseToRupees(reopened.paidPaise),
        won: toss.settled.won,
        lost: toss.settled.lost,
        paid,
      },
    );
    emit(
      ...addSettled(reopened, toss.settled).events,
      ...(await tellWalletsBelowZero(tx, matchId, 'toss', reopened.balancesBefore)),
    );
    return {
      success: true,
      message: `The toss of match #${matchId} has been resettled: ${team.name} won it`,
      won: toss.settled.won,
      lost: toss.settled.lost,
      voided: 0,
      paid,
    };
  });
}
