// GET /api/me/stats: the account page's record, from one SQL aggregate over the player's own bets.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/integration/harness';
import { completeMatch, createMatch, layBet, selection } from './test-fixtures';

describe('player stats', async () => {
  const { http, deps } = await startTestApp();
  const admin = http.fork();
  expect((await admin.signIn('admin@iplbetting.app', 'admin1234')).status).toBe(200);

  it('counts bets, won, lost and pending; the win rate and net profit leave void bets out', async () => {
    const player = http.fork();
    await player.signUp();
    expect((await player.get('/api/me/stats')).json).toEqual({
      totalBets: 0,
      won: 0,
      lost: 0,
      pending: 0,
      winRate: null,
      netProfit: 0,
    });
    const bet = (s: ReturnType<typeof selection>) =>
      player.post('/api/bets', { idempotencyKey: randomUUID(), selections: [s] });
    const settled = await createMatch(deps.db);
    const voided = await createMatch(deps.db);
    const open = await createMatch(deps.db);
    expect((await bet(selection(settled, 'home', 1000))).status).toBe(201); // wins 1,900
    expect((await bet(selection(settled, 'away', 500))).status).toBe(201); // loses
    expect((await bet(selection(settled, 'home', 300, 'toss'))).status).toBe(201); // toss, voided below
    expect((await bet(selection(voided, 'home', 200))).status).toBe(201);
    expect((await bet(selection(open, 'away', 100))).status).toBe(201);
    await completeMatch(deps.db, settled.matchId);
    expect(
      (await admin.post(`/api/admin/matches/${settled.matchId}/settle`, { winningTeam: settled.homeTeam }))
        .status,
    ).toBe(200);
    expect(
      (await admin.post(`/api/admin/matches/${voided.matchId}/void`, { reason: 'Abandoned' })).status,
    ).toBe(200);

    const stats = (await player.get('/api/me/stats')).json;
    expect(stats.totalBets).toBe(5);
    expect(stats.won).toBe(1);
    expect(stats.lost).toBe(1);
    expect(stats.winRate).toBe(50);
    expect(stats.netProfit).toBe(1900 - 1000 - 500);
    expect(stats.pending).toBe(stats.totalBets - 2 - (await voidCount()));

    const recent = await player.get('/api/me/bets?status=all&limit=3');
    expect(recent.json.bets).toHaveLength(3);
    expect(recent.json.bets[0].matchId).toBe(open.matchId);
    expect((await player.get('/api/me/bets?status=all&limit=0')).status).toBe(400);
    expect((await http.fork().get('/api/me/stats')).status).toBe(401);

    async function voidCount() {
      const settledBets = (await player.get('/api/me/bets?status=settled')).json.bets as { status: string }[];
      return settledBets.filter((b) => b.status === 'VOID').length;
    }
  });

  it('nets a won lay its stake, a lost one its liability, and a cash-out of one what it paid less the liability', async () => {
    const player = http.fork();
    await player.signUp();
    const match = await createMatch(deps.db, { status: 'LIVE' });
    // 1,000 laid at 2.10 (holds 1,100, returns 2,100) and 500 laid at 2.00 (holds 500, returns 1,000).
    const wonLay = await layBet(deps.db, player, match, { stake: 1000, layOdds: 210 });
    const lostLay = await layBet(deps.db, player, match, { pick: 'away', stake: 500, layOdds: 200 });
    // Half of another 1,000 laid at 2.10 cashed out at 1.90: 472.50 for 550 of liability.
    const cashed = await layBet(deps.db, player, match, { stake: 1000, layOdds: 210 });
    const half = await player.post(`/api/me/bets/${cashed}/cash-out`, {
      idempotencyKey: randomUUID(),
      expectedAmount: 472.5,
      fraction: 0.5,
    });
    expect(half.status).toBe(200);
    // The statuses settlement gives a lay when away wins (what this aggregate reads).
    for (const [id, status] of [
      [wonLay, 'WON'],
      [lostLay, 'LOST'],
    ] as const)
      await deps.db.execute(
        sql`update bets set status = ${status}, settled_at = now() where id = ${id}::uuid`,
      );
    const stats = (await player.get('/api/me/stats')).json;
    expect(stats).toMatchObject({ totalBets: 3, won: 1, lost: 1, pending: 1, winRate: 50 });
    expect(stats.netProfit).toBe(1000 - 500 + (472.5 - 550));
  });
});
