import { eq, sql } from 'drizzle-orm';
import type { SettlementResult } from '@shared/contracts/admin';
import { paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';
import { matches } from '../../db/schema';
import { DomainError, notFound } from '../../errors';
import { transactionWithEvents } from '../../realtime/live-events';
import { lockMatch, type MatchLock } from './lock-match';
import { settleOnWinner } from './settle-on-winner';
import { teamOf } from './team-of';
import { recordAdminAction } from '../admin/record-admin-action';
import { closeMarketsClosedBy } from '../matches/close-markets-closed-by';
import { feedVerdict } from './feed-result';

/**
 * Settles a COMPLETED match on the admin's chosen winner: the team markets (every market that is not
 * a toss market and not score-based) pay the winner's option and lose the rest; score-based markets
 * still open are settled from the stored first innings. Toss markets are left to settle-toss.
 *
 * Decided: only a COMPLETED match can be settled (409 MATCH_NOT_COMPLETED otherwise), even when the
 * provider already names a winner; an abandoned match is voided instead. A match settles once
 * (409 ALREADY_SETTLED after), and since only PENDING bets move, a concurrent second call pays nothing.
 *
 * `onFeedResult` (the bulk settle) settles only when the feed's result agrees with itself and names
 * `winningTeam` (409 FEED_DISAGREES otherwise), checked under the match's lock, so a feed update between
 * the operator's look and the settlement cannot slip through.
 */
export async function settleMatch(
  db: Db,
  input: { matchId: number; winningTeam: string; adminId: string; onFeedResult?: boolean },
): Promise<SettlementResult> {
  const { matchId, adminId } = input;
  return transactionWithEvents(db, async (tx, emit) => {
    const match = await lockMatch(tx, matchId);
    if (!match) throw notFound(`Match #${matchId} not found`);
    if (match.settled_at)
      throw new DomainError('ALREADY_SETTLED', `Match #${matchId} has already been settled`);
    if (match.status !== 'COMPLETED')
      throw new DomainError(
        'MATCH_NOT_COMPLETED',
        `Failed to settle match: match #${matchId} is not completed yet`,
      );
    const winner = teamOf(match, input.winningTeam);
    if (!winner)
      throw new DomainError(
        'INVALID_TEAM',
        `Failed to settle match: "${input.winningTeam}" is not playing in match #${matchId}`,
      );
    if (input.onFeedResult) assertFeedNames(match, winner.name);
    // The result is recorded: every market still open closes, the toss markets too (left to settle-toss).
    emit(...(await closeMarketsClosedBy(tx, matchId, 'MATCH_OVER')));
    const settled = await settleOnWinner(tx, match, winner);
    await tx
      .update(matches)
      .set({ winnerTeamId: winner.id, settledAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(matches.id, matchId));
    await recordAdminAction(
      tx,
      emit,
      { adminId, actionType: 'SETTLE_MATCH', entityType: 'match', entityId: matchId },
      {
        winningTeam: winner.name,
        won: settled.won,
        lost: settled.lost,
        paid: paiseToRupees(settled.paidPaise),
        ...(input.onFeedResult && { onFeedResult: true }),
      },
    );
    emit(...settled.events, { topic: 'matches', payload: { reason: 'settled' } });
    return {
      success: true,
      message: `Match #${matchId} has been settled successfully`,
      won: settled.won,
      lost: settled.lost,
      voided: 0,
      paid: paiseToRupees(settled.paidPaise),
    };
  });
}

/** Throws FEED_DISAGREES unless the feed's result of the locked match agrees and names `winner`. */
function assertFeedNames(match: MatchLock, winner: string) {
  const recorded =
    match.winner_team_id === match.home_team_id
      ? match.home_team
      : match.winner_team_id === match.away_team_id
        ? match.away_team
        : null;
  const verdict = feedVerdict({ winner: recorded, resultText: match.result_text });
  if (!verdict.agrees) throw new DomainError('FEED_DISAGREES', verdict.reason);
  if (verdict.winner !== winner)
    throw new DomainError(
      'FEED_DISAGREES',
      `The feed records ${verdict.winner} as the winner, not ${winner}`,
    );
}
