import { sql } from 'drizzle-orm';
import type { SettlementResult } from '@shared/contracts/bets';
import { paiseToRupees } from '@shared/money';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import { publish } from '../../realtime/publish';
import { lockMatch, lockOpenMarkets, recordAdminAction, settleMarkets } from './engine';

/**
 * Records the toss winner and settles the match's toss markets: an option wins when its name contains
 * the toss winner, case-insensitively (the spec's rule). The toss can be settled once the match has
 * started (LIVE, COMPLETED or ABANDONED), not before.
 */
export async function settleToss(
  db: Database,
  input: { matchId: number; tossWinner: string; adminId: string },
): Promise<SettlementResult> {
  const { matchId, adminId } = input;
  const tossWinner = input.tossWinner.trim();
  return db.transaction(async (tx) => {
    const match = await lockMatch(tx, matchId);
    if (!match) throw notFound(`Match #${matchId} not found`);
    if (match.status === 'UPCOMING' || match.status === 'POSTPONED')
      throw new AppError(409, 'TOSS_NOT_DONE', `The toss of match #${matchId} has not happened yet`);
    const needle = tossWinner.toLowerCase();
    const team = [
      { id: match.home_team_id, name: match.home_team },
      { id: match.away_team_id, name: match.away_team },
    ].filter((t) => t.name.toLowerCase().includes(needle));
    if (team.length !== 1)
      throw new AppError(
        400,
        'INVALID_TEAM',
        `Failed to settle toss: "${tossWinner}" is not one of the teams in match #${matchId}`,
      );
    await tx.execute(sql`
      update matches set toss_winner_team_id = ${team[0]!.id}, updated_at = now() where id = ${matchId}`);
    await recordAdminAction(tx, adminId, 'SETTLE_TOSS', matchId, { tossWinner: team[0]!.name });

    const markets = await lockOpenMarkets(tx, matchId, sql`is_toss`);
    const done = (message: string): SettlementResult => ({
      success: true,
      message,
      won: 0,
      lost: 0,
      voided: 0,
      paid: 0,
    });
    if (markets.length === 0) {
      const { rows } = await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from markets where match_id = ${matchId} and is_toss`,
      );
      if ((rows[0]?.n ?? 0) > 0)
        throw new AppError(409, 'ALREADY_SETTLED', `The toss of match #${matchId} has already been settled`);
      return done('Toss settled successfully');
    }
    const marketIds = markets.map((m) => m.id);
    const { rows: options } = await tx.execute<{ id: number; winning: boolean; pending: number }>(sql`
      select o.id,
             position(lower(${tossWinner}) in lower(o.name)) > 0 as winning,
             (select count(*)::int from bets b where b.option_id = o.id and b.status = 'PENDING') as pending
      from market_options o
      where o.market_id = any(${sql.param(marketIds)}::int[])`);
    const winners = options.filter((o) => o.winning).map((o) => o.id);
    if (options.every((o) => o.pending === 0)) {
      await settleMarkets(tx, matchId, marketIds, winners, `Toss: ${team[0]!.name}`).then((s) =>
        publish(tx, s.events),
      );
      return done('No pending bets found for these markets');
    }
    if (winners.length === 0)
      throw new AppError(
        422,
        'NO_WINNING_OPTIONS',
        `No winning options found for team "${tossWinner}" in the specified markets`,
      );
    const settled = await settleMarkets(tx, matchId, marketIds, winners, `Toss: ${team[0]!.name}`);
    await recordAdminAction(tx, adminId, 'SETTLE_TOSS_BETS', matchId, {
      tossWinner: team[0]!.name,
      won: settled.won,
      lost: settled.lost,
      paid: paiseToRupees(settled.paidPaise),
    });
    await publish(tx, settled.events);
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
