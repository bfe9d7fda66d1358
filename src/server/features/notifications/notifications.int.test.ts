// Notifications: a settled bet, a processed withdrawal and a match about to start each tell the player,
// as their stored preferences allow; the reminder goes once; a player reads and marks only their own.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/integration/harness';
import { completeMatch, createMatch, selection } from '../bets/test-fixtures';
import { sendMatchReminders } from './match-reminders';

describe('notifications and preferences', async () => {
  const { http, deps } = await startTestApp();
  type Player = ReturnType<typeof http.fork>;
  const admin = http.fork();
  expect((await admin.signIn('admin@iplbetting.app', 'admin1234')).status).toBe(200);
  const newPlayer = async () => {
    const player = http.fork();
    await player.signUp();
    return player;
  };
  const bet = async (player: Player, match: Awaited<ReturnType<typeof createMatch>>, pick: 'home' | 'away') =>
    expect(
      (
        await player.post('/api/bets', {
          idempotencyKey: randomUUID(),
          selections: [selection(match, pick, 500)],
        })
      ).status,
    ).toBe(201);
  /** A ₹500 withdrawal by UPI. */
  const requestWithdrawal = (player: Player) =>
    player.post('/api/me/withdrawals', {
      idempotencyKey: randomUUID(),
      amount: 500,
      method: 'upi',
      upiName: 'Player',
      upiId: 'player@okaxis',
    });
  const inbox = async (player: Player) => (await player.get('/api/me/notifications')).json;
  /** The match as a notice names it: its id and its teams' short names. */
  const teamsOf = async (matchId: number) => {
    const { rows } = await deps.db.execute<{ home: string; away: string }>(sql`
      select ht.short_name as home, at.short_name as away from matches m
      join teams ht on ht.id = m.home_team_id join teams at on at.id = m.away_team_id
      where m.id = ${matchId}`);
    return { matchId, ...rows[0]! };
  };
  const preferences = (player: Player, body: unknown) => player.request('PUT', '/api/me/preferences', body);

  it('stores preferences (all on, HIGHER odds by default) and refuses bad input, changing nothing', async () => {
    const player = http.fork();
    const account = await player.signUp();
    const all = { betResults: true, matchReminders: true, specialOffers: true };
    expect((await player.get('/api/me/preferences')).json).toEqual({
      ...all,
      realityCheckMinutes: 30,
      oddsChange: 'HIGHER',
      quickStakes: [100, 500, 1000],
    });
    const saved = await preferences(player, { ...all, specialOffers: false, realityCheckMinutes: 60 });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({
      ...all,
      specialOffers: false,
      realityCheckMinutes: 60,
      oddsChange: 'HIGHER',
      quickStakes: [100, 500, 1000],
    });
    expect(
      (
        await preferences(player, {
          ...all,
          specialOffers: false,
          oddsChange: 'ANY',
          quickStakes: [200, 2000, 20000],
        })
      ).json,
    ).toEqual({
      ...all,
      specialOffers: false,
      realityCheckMinutes: 60,
      oddsChange: 'ANY',
      quickStakes: [200, 2000, 20000],
    });
    // Without the interval, the odds preference and the stakes, the toggles change and those three stay.
    expect((await preferences(player, { ...all, specialOffers: false })).json).toMatchObject({
      realityCheckMinutes: 60,
      oddsChange: 'ANY',
      quickStakes: [200, 2000, 20000],
    });
    for (const body of [
      { betResults: true },
      { ...all, matchReminders: 'yes' },
      { ...all, realityCheckMinutes: 45 },
      { ...all, oddsChange: 'LOWER' },
      { ...all, oddsChange: null },
      { ...all, quickStakes: [100, 500] },
      { ...all, quickStakes: [100, 500, 1000, 5000] },
      { ...all, quickStakes: [500, 100, 1000] },
      { ...all, quickStakes: [100, 100, 1000] },
      { ...all, quickStakes: [50, 500, 1000] },
      { ...all, quickStakes: [100, 500.5, 1000] },
      { ...all, quickStakes: [100, 500, 100_000_000] },
      { ...all, quickStakes: ['100', 500, 1000] },
      { ...all, quickStakes: null },
      null,
    ]) {
      const refused = await preferences(player, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      if (body && 'quickStakes' in body)
        expect(refused.json.error.message).toContain('quickStakes must be 3 whole rupee amounts');
    }
    // Another device: a fresh sign-in reads the same.
    const again = http.fork();
    expect((await again.signIn(account.email, account.password)).status).toBe(200);
    expect((await again.get('/api/me/preferences')).json).toEqual({
      ...all,
      specialOffers: false,
      realityCheckMinutes: 60,
      oddsChange: 'ANY',
      quickStakes: [200, 2000, 20000],
    });
    expect((await http.fork().get('/api/me/preferences')).status).toBe(401);
    expect((await preferences(http.fork(), all)).status).toBe(401);
  });

  it('tells a player their settled bets, unless they turned bet results off', async () => {
    const winner = await newPlayer();
    const loser = await newPlayer();
    const quiet = await newPlayer();
    await preferences(quiet, { betResults: false, matchReminders: true, specialOffers: true });
    const match = await createMatch(deps.db, { status: 'LIVE' });
    await bet(winner, match, 'home');
    await bet(winner, match, 'home');
    await bet(loser, match, 'away');
    await bet(quiet, match, 'home');
    await completeMatch(deps.db, match.matchId);
    expect(
      (await admin.post(`/api/admin/matches/${match.matchId}/settle`, { winningTeam: match.homeTeam }))
        .status,
    ).toBe(200);

    const teams = await teamsOf(match.matchId);
    const won = await inbox(winner);
    expect(won.unread).toBe(1);
    expect(won.notifications).toEqual([
      {
        id: expect.any(Number),
        kind: 'BET_RESULT',
        params: { code: 'BET_WON', ...teams, bets: 2, amount: 1900 },
        link: '/my-bets',
        createdAt: expect.any(String),
        read: false,
      },
    ]);
    expect((await inbox(loser)).notifications).toMatchObject([
      { kind: 'BET_RESULT', params: { code: 'BET_LOST', ...teams, bets: 1 } },
    ]);
    expect(await inbox(quiet)).toEqual({ notifications: [], unread: 0 });

    // Pushed over the stream: the event is recorded for the player alone.
    const { rows } = await deps.db.execute<{ n: number }>(sql`
      select count(*)::int as n from live_events
      where topic = 'notification' and payload->>'id' = ${String(won.notifications[0].id)}`);
    expect(rows[0]!.n).toBe(1);
  });

  it('tells a player their withdrawal was rejected, with the reason, in one sentence', async () => {
    const player = await newPlayer();
    const request = await requestWithdrawal(player);
    // An operator who ends the reason with a full stop: the notice still has one.
    const rejected = await admin.post(`/api/admin/withdrawals/${request.json.withdrawal.id}/reject`, {
      reason: 'Name does not match.',
    });
    expect(rejected.status).toBe(200);
    expect((await inbox(player)).notifications).toMatchObject([
      {
        kind: 'WITHDRAWAL',
        params: { code: 'WITHDRAWAL_REJECTED', amount: 500, reason: 'Name does not match' },
        link: '/wallet',
      },
    ]);
  });

  it('reminds bettors of a match 30 minutes ahead, once, as their preference allows', async () => {
    const now = new Date();
    const soonAt = new Date(now.getTime() + 20 * 60_000);
    const soon = await createMatch(deps.db, { date: soonAt });
    const later = await createMatch(deps.db, { date: new Date(now.getTime() + 45 * 60_000) });
    const bettor = await newPlayer();
    const quiet = await newPlayer();
    await preferences(quiet, { betResults: true, matchReminders: false, specialOffers: true });
    await bet(bettor, soon, 'home');
    await bet(bettor, soon, 'away');
    await bet(bettor, later, 'home');
    await bet(quiet, soon, 'home');

    const first = await sendMatchReminders(deps.db, now);
    const again = await sendMatchReminders(deps.db, new Date(now.getTime() + 60_000));
    expect(again.sent).toBe(0);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const reminders = (await inbox(bettor)).notifications;
    expect(reminders).toMatchObject([
      {
        kind: 'MATCH_REMINDER',
        params: { code: 'MATCH_REMINDER', ...(await teamsOf(soon.matchId)), startsAt: soonAt.toISOString() },
        link: '/upcoming',
      },
    ]);
    expect((await inbox(quiet)).notifications).toEqual([]);
  });

  it('stores a notice as a code with parameters, the same whatever language its player reads', async () => {
    const inLanguage = async (locale: 'hi' | 'en') => {
      const player = await newPlayer();
      expect((await player.request('PUT', '/api/me/locale', { locale })).status).toBe(204);
      return player;
    };
    const [hindi, english] = [await inLanguage('hi'), await inLanguage('en')];
    const match = await createMatch(deps.db, { status: 'LIVE' });
    for (const player of [hindi, english]) await bet(player, match, 'home');
    await completeMatch(deps.db, match.matchId);
    await admin.post(`/api/admin/matches/${match.matchId}/settle`, { winningTeam: match.homeTeam });
    for (const player of [hindi, english]) {
      const request = await requestWithdrawal(player);
      await admin.post(`/api/admin/withdrawals/${request.json.withdrawal.id}/reject`, { reason: 'KYC.' });
    }
    const stored = async (player: Player) =>
      ((await inbox(player)).notifications as { params: unknown }[]).map((n) => n.params);
    const told = [
      { code: 'WITHDRAWAL_REJECTED', amount: 500, reason: 'KYC' },
      { code: 'BET_WON', ...(await teamsOf(match.matchId)), bets: 1, amount: 950 },
    ];
    expect(await stored(hindi)).toEqual(told);
    expect(await stored(english)).toEqual(told);
    const { rows } = await deps.db.execute(sql`select * from notifications limit 1`);
    expect(Object.keys(rows[0]!)).not.toContain('title');
  });

  it('marks only the player’s own notifications read', async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    for (const who of [player, other]) {
      const request = await requestWithdrawal(who);
      await admin.post(`/api/admin/withdrawals/${request.json.withdrawal.id}/reject`, { reason: 'Test' });
    }
    const mine = (await inbox(player)).notifications[0].id;
    const theirs = (await inbox(other)).notifications[0].id;
    expect((await player.post('/api/me/notifications/read', { ids: [theirs] })).json).toEqual({ unread: 1 });
    expect((await inbox(other)).unread).toBe(1);
    expect((await player.post('/api/me/notifications/read', { ids: [mine] })).json).toEqual({ unread: 0 });
    expect((await inbox(player)).notifications[0].read).toBe(true);
    for (const body of [
      { ids: [] },
      { ids: ['x'] },
      {},
      { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
    ])
      expect((await player.post('/api/me/notifications/read', body)).status).toBe(400);
    expect((await http.fork().get('/api/me/notifications')).status).toBe(401);
  });

  it('tells the reality check what was staked and returned since the session began', async () => {
    const player = await newPlayer();
    const since = new Date(Date.now() - 1000).toISOString();
    const match = await createMatch(deps.db, { status: 'LIVE' });
    await bet(player, match, 'home');
    const check = await player.get(`/api/me/reality-check?since=${encodeURIComponent(since)}`);
    expect(check.status).toBe(200);
    expect(check.json).toEqual({ since, staked: 500, returned: 0, netResult: -500 });
    const later = new Date(Date.now() + 60_000).toISOString();
    expect((await player.get(`/api/me/reality-check?since=${encodeURIComponent(later)}`)).json.staked).toBe(
      0,
    );
    expect((await player.get('/api/me/reality-check?since=yesterday')).status).toBe(400);
    expect((await http.fork().get(`/api/me/reality-check?since=${encodeURIComponent(since)}`)).status).toBe(
      401,
    );
  });
});
