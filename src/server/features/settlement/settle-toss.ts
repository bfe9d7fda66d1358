import { eq, sql } from 'drizzle-orm';
import type { SettlementResult } from '@shared/contracts/admin';
import { paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';
import { matches } from '../../db/schema';
import { DomainError, notFound } from '../../errors';
import { transactionWithEvents } from '../../realtime/live-events';
import { lockMatch } from './lock-match';
import { recordAdminAction } from '../admin/record-admin-action';
import { closeMarketsClosedBy } from '../matches/close-markets-closed-by';
import { settleTossMarkets } from './settle-toss-markets';
import { teamOf } from './team-of';

/**
 * Records the toss winner, one of the match's two teams (case-insensitive, as the spec's dropdown
 * offers them), and settles the match's toss markets: an option wins when its name contains that team's
 * name, case-insensitively (the spec's substring rule, for mapping the team onto options). The toss can
 * be settled once the match has started (LIVE, COMPLETED or ABANDONED), and only once: after that only
 * a resettlement changes it.
 */
export async function settleToss(
  db: Db,
  input: { matchId: number; tossWinner: string; adminId: string },
): Promise<SettlementResult> {
  const { matchId, adminId } = input;
  const tossWinner = input.tossWinner.trim();
  return transactionWithEvents(db, async (tx, emit) => {
    const match = await lockMatch(tx, matchId);
    if (!match) throw notFound(`Match #${matchId} not found`);
    if (match.status === 'UPCOMING' || match.status === 'POSTPONED')
      throw new DomainError('TOSS_NOT_DONE', `The toss of match #${matchId} has not happened yet`);
    if (match.toss_settled_at)
      throw new DomainError('ALREADY_SETTLED', `The toss of match #${matchId} has already been settled`);
    const team = teamOf(match, tossWinner);
    if (!team)
      throw new DomainError(
        'INVALID_TEAM',
        `Failed to settle toss: "${tossWinner}" is not one of the teams in match #${matchId}`,
      );
    await tx
      .update(matches)
      .set({ tossWinnerTeamId: team.id, tossSettledAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(matches.id, matchId));
    // The toss is recorded: its markets close here, before they are settled, whatever the feed said.
    emit(...(await closeMarketsClosedBy(tx, matchId, 'TOSS_DONE')));
    await recordAdminAction(
      tx,
      emit,
      { adminId, actionType: 'SETTLE_TOSS', entityType: 'match', entityId: matchId },
      { tossWinner: team.name },
    );

    const done = (message: string): SettlementResult => ({
      success: true,
      message,
      won: 0,
      lost: 0,
      voided: 0,
      paid: 0,
    });
    const toss = await settleTossMarkets(tx, matchId, team);
    if (toss.outcome === 'no-markets') return done('Toss settled successfully');
    if (toss.outcome === 'no-bets') {
      emit(...toss.settled.events);
      return done('No pending bets found for these markets');
    }
    const { settled } = toss;
    await recordAdminAction(
      tx,
      emit,
      { adminId, actionType: 'SETTLE_TOSS_BETS', entityType: 'match', entityId: matchId },
      {
        tossWinner: team.name,
        won: settled.won,
        lost: settled.lost,
        paid: paiseToRupees(settled.paidPaise),
      },
    );
    emit(...settled.events);
    return {
      success: true,
      message: `Toss bets settled successfully. ${settled.won} winning bets, ${settled.lost} losing bets.`,
      won: settled.won,
      lost: settled.lost,
      voided: 0,
      paid: paiseToRupees(settled.paidPaise),
    };
  });
}
