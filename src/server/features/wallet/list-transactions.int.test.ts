import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '@shared/contracts/wallet';
import { startTestApp } from '../../../../tests/integration/harness';
import { completeMatch, createMatch, placeBet, selection } from '../bets/test-fixtures';
import { settleMatch } from '../settlement/settle-match';
import { voidMatch } from '../settlement/void-match';

describe('GET /api/me/transactions names each bet row', async () => {
  // A 5% cash-out margin: the figures below.
  const { http, deps } = await startTestApp({ CASH_OUT_MARGIN_BPS: '500' });
  const db = deps.db;
  const { rows: admins } = await db.execute<{ user_id: string }>(
    sql`select user_id from admin_roles limit 1`,
  );
  const adminId = admins[0]!.user_id;
  const shortNames = async (matchId: number) => {
    const { rows } = await db.execute<{ home: string; away: string }>(sql`
      select h.short_name as home, a.short_name as away from matches m
      join teams h on h.id = m.home_team_id join teams a on a.id = m.away_team_id where m.id = ${matchId}`);
    return rows[0]!;
  };
  const history = async (player: ReturnType<typeof http.fork>) =>
    ((await player.get('/api/me/transactions?limit=100')).json.transactions as Transaction[]).reverse();

  it('says the match, the market, the pick and the stake of a placed, won and refunded bet', async () => {
    const player = http.fork();
    await player.signUp();
    const won = await createMatch(db);
    const voided = await createMatch(db);
    await placeBet(player, [selection(won, 'home', 500)]);
    await placeBet(player, [selection(voided, 'away', 200, 'toss')]);
    await completeMatch(db, won.matchId);
    await settleMatch(db, { matchId: won.matchId, winningTeam: won.homeTeam, adminId });
    await voidMatch(db, { matchId: voided.matchId, reason: 'Rain', adminId });

    const wonTeams = await shortNames(won.matchId);
    const voidedTeams = await shortNames(voided.matchId);
    const winner = {
      matchId: won.matchId,
      homeTeam: wonTeams.home,
      awayTeam: wonTeams.away,
      market: 'Match Winner',
      optionName: won.homeTeam,
      line: null,
      stake: 500,
    };
    const toss = {
      matchId: voided.matchId,
      homeTeam: voidedTeams.home,
      awayTeam: voidedTeams.away,
      market: 'Toss Winner',
      optionName: voided.awayTeam,
      line: null,
      stake: 200,
    };
    expect(await history(player)).toMatchObject([
      { type: 'DEMO_CREDIT', bet: null },
      { type: 'BET_PLACED', amount: -500, bet: winner },
      { type: 'BET_PLACED', amount: -200, bet: toss },
      { type: 'BET_WON', amount: 950, bet: winner },
      { type: 'VOID_REFUND', amount: 200, bet: toss },
    ]);
  });

  it('says the stake a cash-out closed beside what came back, in part and in full', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const player = http.fork();
    await player.signUp();
    const [bet] = await placeBet(player, [selection(match, 'home', 400)]);
    const cashOut = (body: Record<string, unknown>) =>
      player.post(`/api/me/bets/${bet!.id}/cash-out`, { idempotencyKey: randomUUID(), ...body });
    // 400 x 1.90 / 1.90 x 0.95 = 380 for the whole stake: half of it closes 200 of stake for 190.
    expect((await cashOut({ expectedAmount: 190, fraction: 0.5 })).status).toBe(200);
    expect((await cashOut({ expectedAmount: 190 })).status).toBe(200);

    const teams = await shortNames(match.matchId);
    const named = {
      matchId: match.matchId,
      homeTeam: teams.home,
      awayTeam: teams.away,
      optionName: match.homeTeam,
    };
    expect((await history(player)).slice(1)).toMatchObject([
      { type: 'BET_PLACED', amount: -400, bet: { ...named, stake: 400 } },
      { type: 'CASH_OUT', amount: 190, bet: { ...named, stake: 200 } },
      { type: 'CASH_OUT', amount: 190, bet: { ...named, stake: 200 } },
    ]);
  });

  it('names an over/under pick with its line', async () => {
    const match = await createMatch(db);
    const player = http.fork();
    await player.signUp();
    await placeBet(player, [
      {
        matchId: match.matchId,
        marketId: match.runs.marketId,
        optionId: match.runs.over,
        amount: 100,
        odds: 1.85,
      },
    ]);
    const [, placed] = await history(player);
    expect(placed!.bet).toMatchObject({
      market: 'First Innings Runs',
      optionName: 'Over',
      line: 165.5,
      stake: 100,
    });
  });
});
