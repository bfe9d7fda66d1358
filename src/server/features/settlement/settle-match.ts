import { sql } from 'drizzle-orm';
import type { SettlementResult } from '@shared/contracts/bets';
import { paiseToRupees } from '@shared/money';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import { publish } from '../../realtime/publish';
import { addSettled, lockMatch, lockOpenMarkets, recordAdminAction, settleMarkets } from './engine';
import { settleScoreMarkets } from './settle-score-markets';

/**
 * Settles a COMPLETED match on the admin's chosen winner: the team markets (every market that is not
 * a toss market and not score-based) pay the winner's option and lose the rest; score-based markets
 * still open are settled from the stored first innings. Toss markets are left to settle-toss.
 *
 * Decided: only a COMPLETED match can be settled (409 MATCH_NOT_COMPLETED otherwise), even when the
 * provider already names a winner; an abandoned match is voided instead. A match settles once
 * (409 ALREADY_SETTLED after), and since only PENDING bets move, a concurrent second call pays nothing.
 */
export async function settleMatch(
  db: Database,
  input: { matchId: number; winningTeam: string; adminId: string },
): Promise<SettlementResult> {
  const { matchId, adminId } = input;
  return db.transaction(async (tx) => {
    const match = await lockMatch(tx, matchId);
    if (!match) throw notFound(`Match #${matchId} not found`);
    if (match.settled_at)
      throw new AppError(409, 'ALREADY_SETTLED', `Match #${matchId} has already been settled`);
    if (match.status !== 'COMPLETED')
      throw new AppError(
        409,
        'MATCH_NOT_COMPLETED',
        `Failed to settle match: match #${matchId} is not completed yet`,
      );
    const wanted = input.winningTeam.trim().toLowerCase();
    const winner =
      match.home_team.toLowerCase() === wanted
        ? { id: match.home_team_id, name: match.home_team }
        : match.away_team.toLowerCase() === wanted
          ? { id: match.away_team_id, name: match.away_team }
          : null;
    if (!winner)
      throw new AppError(
        400,
        'INVALID_TEAM',
        `Failed to settle match: "${input.winningTeam}" is not playing in match #${matchId}`,
      );

    const markets = await lockOpenMarkets(tx, matchId, sql`not is_toss and kind <> 'FIRST_INNINGS_RUNS'`);
    const marketIds = markets.map((m) => m.id);
    const { rows: winners } = await tx.execute<{ id: number }>(sql`
      select id from market_options
      where market_id = any(${sql.param(marketIds)}::int[])
        and (team_id = ${winner.id} or lower(name) = lower(${winner.name}))`);
    const teamMarkets = await settleMarkets(
      tx,
      matchId,
      marketIds,
      winners.map((w) => w.id),
      `Winner: ${winner.name}`,
    );
    const settled = addSettled(teamMarkets, await settleScoreMarkets(tx, matchId));

    await tx.execute(sql`
      update matches set winner_team_id = ${winner.id}, settled_at = now(), updated_at = now()
      where id = ${matchId}`);
    await recordAdminAction(tx, adminId, 'SETTLE_MATCH', matchId, {
      winningTeam: winner.name,
      won: settled.won,
      lost: settled.lost,
      paid: paiseToRupees(settled.paidPaise),
    });
    await publish(tx, [...settled.events, { topic: 'matches', payload: { reason: 'settled' } }]);
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
