// What the back office reads and hears: the suggested result with the exposure of each pending match,
// and the admins-only live event every audited action sends to every admin's stream (never a player's).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/integration/harness';
import { readEvents } from '../../../../tests/integration/sse';
import { completeMatch, createMatch, selection } from '../bets/test-fixtures';
import { createOrPromoteAdmin } from './create-admin';

describe('back office', async () => {
  const { http, deps, app } = await startTestApp();
  const { db } = deps;
  const admin = http.fork();
  expect((await admin.signIn('admin@iplbetting.app', 'admin1234')).status).toBe(200);
  const otherAdmin = http.fork();
  const other = await otherAdmin.signUp();
  await createOrPromoteAdmin(db, deps.auth, { email: other.email, password: 'ignored1' });

  it('counts the dashboard figures from the data', async () => {
    const stats = async () => (await admin.get('/api/admin/dashboard-stats')).json as Record<string, number>;
    const before = await stats();
    const live = await createMatch(db, { status: 'LIVE' });
    await createMatch(db);
    const done = await createMatch(db);
    const punter = http.fork();
    await punter.signUp();
    for (const amount of [100, 200])
      expect(
        (
          await punter.post('/api/bets', {
            idempotencyKey: randomUUID(),
            selections: [selection(done, 'home', amount)],
          })
        ).status,
      ).toBe(201);
    await completeMatch(db, done.matchId);
    const after = await stats();
    expect({
      activeMatches: after.activeMatches! - before.activeMatches!,
      upcomingMatches: after.upcomingMatches! - before.upcomingMatches!,
      totalBets: after.totalBets! - before.totalBets!,
      totalUsers: after.totalUsers! - before.totalUsers!,
      pendingSettlements: after.pendingSettlements! - before.pendingSettlements!,
      pendingWithdrawals: after.pendingWithdrawals! - before.pendingWithdrawals!,
    }).toEqual({
      activeMatches: 1,
      upcomingMatches: 1,
      totalBets: 2,
      totalUsers: 1,
      pendingSettlements: 1,
      pendingWithdrawals: 0,
    });
    expect(live.matchId).toBeGreaterThan(0);
  });

  it("suggests the feed's winner and shows what each result pays", async () => {
    const match = await createMatch(db);
    const punter = http.fork();
    await punter.signUp();
    expect(
      (
        await punter.post('/api/bets', {
          idempotencyKey: randomUUID(),
          selections: [selection(match, 'away', 400)],
        })
      ).status,
    ).toBe(201);
    await completeMatch(db, match.matchId);
    await db.execute(sql`
      update matches set winner_team_id = away_team_id, result_text = ${`${match.awayTeam} won by 5 wickets`}
      where id = ${match.matchId}`);

    const pending = (await admin.get('/api/admin/settlements/pending?pageSize=100')).json.matches as {
      id: number;
    }[];
    expect(pending.find((m) => m.id === match.matchId)).toMatchObject({
      resultText: `${match.awayTeam} won by 5 wickets`,
      suggestedWinner: match.awayTeam,
      pendingBets: 1,
      totalStake: 400,
      payoutIfHomeWins: 0,
      payoutIfAwayWins: 760,
      feedAgrees: true,
    });
  });

  it("tells every admin's stream, and no player's, when an admin acts", async () => {
    const player = http.fork();
    await player.signUp();
    const adminStream = readEvents(
      await app.request('/api/stream', { headers: { cookie: otherAdmin.cookieHeader() } }),
      1,
      3000,
    );
    const playerStream = readEvents(
      await app.request('/api/stream', { headers: { cookie: player.cookieHeader() } }),
      1,
      1500,
    );
    await new Promise((r) => setTimeout(r, 100));

    const match = await createMatch(db);
    await completeMatch(db, match.matchId);
    const settled = await admin.post(`/api/admin/matches/${match.matchId}/settle`, {
      winningTeam: match.homeTeam,
    });
    expect(settled.status).toBe(200);

    expect(await adminStream).toContainEqual(
      expect.objectContaining({ event: 'backoffice', data: { action: 'SETTLE_MATCH' } }),
    );
    expect((await playerStream).filter((e) => e.event === 'backoffice')).toEqual([]);
  });

  it('pages the action log, newest first, without gaps or repeats', async () => {
    for (let i = 0; i < 4; i++) expect((await admin.post('/api/admin/session', {})).status).toBe(200);
    const all: number[] = [];
    let cursor: number | null = null;
    do {
      const page = (await admin.get(`/api/admin/actions?limit=2${cursor ? `&before=${cursor}` : ''}`))
        .json as {
        actions: { id: number }[];
        nextCursor: number | null;
      };
      expect(page.actions.length).toBeLessThanOrEqual(2);
      all.push(...page.actions.map((a) => a.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    const { rows } = await db.execute<{ id: number }>(sql`select id from admin_actions order by id desc`);
    expect(all).toEqual(rows.map((r) => Number(r.id)));
    expect(all.length).toBeGreaterThan(2);
  });

  it('audits who did what, newest first', async () => {
    const match = await createMatch(db);
    await completeMatch(db, match.matchId);
    expect(
      (await admin.post(`/api/admin/matches/${match.matchId}/settle`, { winningTeam: match.homeTeam }))
        .status,
    ).toBe(200);
    const log = (await otherAdmin.get('/api/admin/actions?limit=5')).json.actions as {
      actionType: string;
      adminEmail: string;
      entityType: string;
    }[];
    expect(log[0]).toMatchObject({
      actionType: 'SETTLE_MATCH',
      adminEmail: 'admin@iplbetting.app',
      entityType: 'match',
    });
  });
});
