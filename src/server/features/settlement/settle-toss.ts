import { eq, inArray, sql } from 'drizzle-orm';
import type { SettlementResult } from '@shared/contracts/admin';
import { paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';
import { marketOptions, matches } from '../../db/schema';
import { DomainError, notFound } from '../../errors';
import { transactionWithEvents } from '../../realtime/live-events';
import { lockMatch } from './lock-match';
import { lockOpenMarkets } from './lock-open-markets';
import { settleMarkets } from './settle-markets';
import { nothingSettled, type Settled } from './settled';
import { recordAdminAction } from '../admin/record-admin-action';
import { closeMarketsClosedBy } from '../matches/close-markets-closed-by';
import { teamOf } from './settle-match';

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

/**
 * Settles the match's open toss markets on `team`: an option wins when its name contains the team's
 * name (the spec's case-insensitive substring rule). In the caller's transaction, after it locked the
 * match. 'no-bets': the markets were closed with nothing to pay.
 */
export async function settleTossMarkets(
  tx: Db,
  matchId: number,
  team: { id: number; name: string },
): Promise<{ outcome: 'no-markets' | 'no-bets' | 'settled'; settled: Settled }> {
  const markets = await lockOpenMarkets(tx, matchId, sql`is_toss`);
  if (markets.length === 0) return { outcome: 'no-markets', settled: nothingSettled() };
  const marketIds = markets.map((m) => m.id);
  const options = await tx
    .select({
      id: marketOptions.id,
      winning: sql<boolean>`position(lower(${team.name}) in lower(${marketOptions.name})) > 0`,
      pending: sql<number>`(select count(*)::int from bets b where b.option_id = market_options.id and b.status = 'PENDING')`,
    })
    .from(marketOptions)
    .where(inArray(marketOptions.marketId, marketIds));
  const winners = options.filter((o) => o.winning).map((o) => o.id);
  const result = `Toss: ${team.name}`;
  if (options.every((o) => o.pending === 0))
    return { outcome: 'no-bets', settled: await settleMarkets(tx, matchId, marketIds, winners, result) };
  if (winners.length === 0)
    throw new DomainError(
      'NO_WINNING_OPTIONS',
      `No winning options found for team "${team.name}" in the specified markets`,
    );
  return { outcome: 'settled', settled: await settleMarkets(tx, matchId, marketIds, winners, result) };
}
