import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestClient } from '../../../../tests/integration/harness';
import { completeMatch, createMatch, selection, type FixtureMatch } from '../bets/test-fixtures';

const SUMMARY = '/api/admin/reports/summary';
const summaryOf = (from: string, to: string) =>
  `${SUMMARY}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

describe('the operator’s report', async () => {
  const { http, deps } = await startTestApp();
  const db = deps.db;
  const admin = http.fork();
  expect((await admin.signIn('admin@iplbetting.app', 'admin1234')).status).toBe(200);

  const moneyFrom = new Date();
  const a = http.fork();
  const b = http.fork();
  await a.signUp();
  await b.signUp();

  const bet = async (player: TestClient, pick: ReturnType<typeof selection>) => {
    const response = await player.post('/api/bets', { idempotencyKey: randomUUID(), selections: [pick] });
    expect(response.status, response.text).toBe(201);
    return (response.json.bets as { id: string }[])[0]!.id;
  };
  const runs = (match: FixtureMatch, side: 'over' | 'under', amount: number) => ({
    matchId: match.matchId,
    marketId: match.runs.marketId,
    optionId: match.runs[side],
    amount,
    odds: side === 'over' ? 1.85 : 1.95,
  });

  // Settled: m1's winner (A wins 1000 at 1.90, B loses 500) and toss (A wins 100 at 1.90); m2 voided
  // (A's 300 and B's 100 refunded).
  const m1 = await createMatch(db, { status: 'LIVE' });
  const m2 = await createMatch(db);
  const won = await bet(a, selection(m1, 'home', 1000));
  const lost = await bet(b, selection(m1, 'away', 500));
  const tossWon = await bet(a, selection(m1, 'home', 100, 'toss'));
  const voided = await bet(a, selection(m2, 'home', 300));
  const voidedLater = await bet(b, selection(m2, 'away', 100));
  await completeMatch(db, m1.matchId);
  for (const [path, body] of [
    [`/api/admin/matches/${m1.matchId}/settle-toss`, { tossWinner: m1.homeTeam }],
    [`/api/admin/matches/${m1.matchId}/settle`, { winningTeam: m1.homeTeam }],
    [`/api/admin/matches/${m2.matchId}/void`, { reason: 'Rain' }],
  ] as const)
    expect((await admin.post(path, body)).status).toBe(200);

  // Open: m3's winner (B 400 on home, A 100 on away: the house loses 760 - 500 = 260 if home wins),
  // toss (B 200: 380 - 200 = 180) and runs (100 each way: at most 195 - 200, so nothing).
  const m3 = await createMatch(db);
  await bet(b, selection(m3, 'home', 400));
  await bet(a, selection(m3, 'away', 100));
  await bet(b, selection(m3, 'home', 200, 'toss'));
  await bet(a, runs(m3, 'over', 100));
  await bet(b, runs(m3, 'under', 100));

  // Settlement stamps now(); the report is about when, so each settled bet is moved to a chosen instant.
  // 18:30 UTC is midnight in India: the won bet is settled in the last second of 20 November IST, the
  // lost one at the first instant of the 21st (both on the 20th in UTC).
  const settledAt = async (betId: string, at: string) =>
    db.execute(sql`update bets set settled_at = ${at}::timestamptz where id = ${betId}::uuid`);
  await settledAt(voided, '2026-11-20T05:00:00Z');
  await settledAt(won, '2026-11-20T18:29:59.999Z');
  await settledAt(lost, '2026-11-20T18:30:00Z');
  await settledAt(tossWon, '2026-11-21T10:00:00Z');
  await settledAt(voidedLater, '2026-11-21T18:30:00Z'); // 22 November IST: the window's end, left out

  const FROM = '2026-11-20T00:00:00+05:30';
  const TO = '2026-11-22T00:00:00+05:30';
  const none = { turnover: 0, payouts: 0, refunds: 0, cashOuts: 0, ggr: 0, bets: 0, activePlayers: 0 };

  it('sums the bets settled in the window: turnover, payouts, refunds, cash-outs and GGR', async () => {
    const response = await admin.get(summaryOf(FROM, TO));
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      from: '2026-11-19T18:30:00.000Z',
      to: '2026-11-21T18:30:00.000Z',
      timeZone: 'Asia/Kolkata',
      turnover: 1900,
      payouts: 2090,
      refunds: 300,
      cashOuts: 0,
      ggr: 1900 - 2090 - 300,
      bets: 4,
      activePlayers: 2,
    });
  });

  it('splits them by India day, across midnight IST', async () => {
    const { byDay } = (await admin.get(summaryOf(FROM, TO))).json;
    expect(byDay).toEqual([
      {
        day: '2026-11-20',
        turnover: 1300,
        payouts: 1900,
        refunds: 300,
        cashOuts: 0,
        ggr: -900,
        bets: 2,
        activePlayers: 1,
      },
      {
        day: '2026-11-21',
        turnover: 600,
        payouts: 190,
        refunds: 0,
        cashOuts: 0,
        ggr: 410,
        bets: 2,
        activePlayers: 2,
      },
    ]);
  });

  it('lists every day of the window, days without bets too', async () => {
    const { byDay } = (await admin.get(summaryOf('2026-11-18T00:00:00+05:30', TO))).json;
    expect(byDay.map((d: { day: string; bets: number }) => `${d.day}:${d.bets}`)).toEqual([
      '2026-11-18:0',
      '2026-11-19:0',
      '2026-11-20:2',
      '2026-11-21:2',
    ]);
    expect(byDay[0]).toEqual({ day: '2026-11-18', ...none });
  });

  it('splits them by market kind and by match, largest turnover first', async () => {
    const { byMarketKind, byMatch } = (await admin.get(summaryOf(FROM, TO))).json;
    expect(byMarketKind).toEqual([
      {
        kind: 'MATCH_WINNER',
        turnover: 1800,
        payouts: 1900,
        refunds: 300,
        cashOuts: 0,
        ggr: -400,
        bets: 3,
        activePlayers: 2,
      },
      {
        kind: 'TOSS_WINNER',
        turnover: 100,
        payouts: 190,
        refunds: 0,
        cashOuts: 0,
        ggr: -90,
        bets: 1,
        activePlayers: 1,
      },
    ]);
    expect(byMatch).toEqual([
      {
        matchId: m1.matchId,
        homeTeam: m1.homeTeam,
        awayTeam: m1.awayTeam,
        date: expect.any(String),
        turnover: 1600,
        payouts: 2090,
        refunds: 0,
        cashOuts: 0,
        ggr: -490,
        bets: 3,
        activePlayers: 2,
      },
      {
        matchId: m2.matchId,
        homeTeam: m2.homeTeam,
        awayTeam: m2.awayTeam,
        date: expect.any(String),
        turnover: 300,
        payouts: 0,
        refunds: 300,
        cashOuts: 0,
        ggr: 0,
        bets: 1,
        activePlayers: 1,
      },
    ]);
  });

  it('counts the bets placed in the window apart from those settled in it', async () => {
    // All ten were placed in the last minutes; five of them were settled (on 20-21 November), five not.
    const { placed, bets } = (
      await admin.get(summaryOf(moneyFrom.toISOString(), new Date(Date.now() + 60_000).toISOString()))
    ).json;
    expect(placed).toEqual({
      bets: 10,
      turnover: 1000 + 500 + 100 + 300 + 100 + 400 + 100 + 200 + 200,
      players: 2,
    });
    expect(bets).toBe(0);
  });

  it('answers zeros for a window without bets, and the open liability as it is now', async () => {
    const response = await admin.get(summaryOf('2025-01-01T00:00:00+05:30', '2025-01-02T00:00:00+05:30'));
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      from: '2024-12-31T18:30:00.000Z',
      to: '2025-01-01T18:30:00.000Z',
      timeZone: 'Asia/Kolkata',
      ...none,
      placed: { bets: 0, turnover: 0, players: 0 },
      openLiability: 440,
      deposits: { count: 0, amount: 0 },
      withdrawals: {
        requested: { count: 0, amount: 0 },
        paid: { count: 0, amount: 0 },
        refused: { count: 0, amount: 0 },
        bounced: { count: 0, amount: 0 },
      },
      inPlayDelay: {
        placed: { count: 0, amount: 0 },
        refused: { count: 0, amount: 0 },
        refusedByReason: {
          BALL_BOWLED: { count: 0, amount: 0 },
          MARKET_SUSPENDED: { count: 0, amount: 0 },
          MARKET_CLOSED: { count: 0, amount: 0 },
          ODDS_CHANGED: { count: 0, amount: 0 },
          FEED_STALE: { count: 0, amount: 0 },
        },
      },
      byDay: [{ day: '2025-01-01', ...none }],
      byMarketKind: [],
      byMatch: [],
    });
  });

  it('counts the worst case of each open market, floored at nothing, and only pending bets', async () => {
    expect((await admin.get(summaryOf(FROM, TO))).json.openLiability).toBe(260 + 180);
  });

  it('counts the demo credits paid and the withdrawals requested, paid, refused and bounced', async () => {
    const { rows } = await db.execute<{ id: number }>(
      sql`select id from upi_details where is_active limit 1`,
    );
    const payoutAccountId = rows[0]!.id;
    const withdraw = async (player: TestClient, amount: number) => {
      const response = await player.post('/api/me/withdrawals', {
        idempotencyKey: randomUUID(),
        amount,
        method: 'upi',
        upiName: 'Test Player',
        upiId: 'test.player@okaxis',
      });
      expect(response.status, response.text).toBe(201);
      return response.json.withdrawal.id as string;
    };
    const decide = async (id: string, action: string, body: object) =>
      expect((await admin.post(`/api/admin/withdrawals/${id}/${action}`, body)).status).toBe(200);
    await decide(await withdraw(a, 1000), 'approve', { payoutAccountId });
    await decide(await withdraw(b, 600), 'reject', { reason: 'Details do not match' });
    const bounced = await withdraw(b, 700);
    await decide(bounced, 'approve', { payoutAccountId });
    await decide(bounced, 'payout-failed', { reason: 'Account closed' });

    const response = await admin.get(
      summaryOf(moneyFrom.toISOString(), new Date(Date.now() + 1000).toISOString()),
    );
    expect(response.json).toMatchObject({
      deposits: { count: 2, amount: 20000 },
      withdrawals: {
        requested: { count: 3, amount: 2300 },
        paid: { count: 2, amount: 1700 },
        refused: { count: 1, amount: 600 },
        bounced: { count: 1, amount: 700 },
      },
    });
  });

  it('refuses a missing, malformed, empty, reversed or too long window with a 400 that says why', async () => {
    const cases: [string, string][] = [
      [SUMMARY, 'from must be an ISO 8601 date and time, e.g. 2026-11-25T00:00:00+05:30'],
      [
        `${SUMMARY}?from=${encodeURIComponent(FROM)}`,
        'to must be an ISO 8601 date and time, e.g. 2026-11-25T00:00:00+05:30',
      ],
      [summaryOf('yesterday', TO), 'from must be an ISO 8601 date and time, e.g. 2026-11-25T00:00:00+05:30'],
      [
        summaryOf(FROM, '2026-11-31T00:00:00Z'),
        'to must be an ISO 8601 date and time, e.g. 2026-11-25T00:00:00+05:30',
      ],
      [summaryOf('0000-06-01T00:00:00Z', TO), 'from must be in the years 2000 to 2099'],
      [summaryOf(FROM, '2100-01-01T00:00:00.001Z'), 'to must be in the years 2000 to 2099'],
      [summaryOf(FROM, FROM), 'from must be before to'],
      [summaryOf(TO, FROM), 'from must be before to'],
      [
        summaryOf('2025-11-20T00:00:00+05:30', '2026-11-22T00:00:00+05:30'),
        'The window can be at most 366 days',
      ],
    ];
    for (const [path, message] of cases) {
      const response = await admin.get(path);
      expect([path, response.status, response.json.error.code, response.json.error.message]).toEqual([
        path,
        400,
        'VALIDATION_ERROR',
        message,
      ]);
    }
    expect(
      (await admin.get(summaryOf('2025-11-21T00:00:00+05:30', '2026-11-22T00:00:00+05:30'))).status,
    ).toBe(200);
  });

  it('is for admins only', async () => {
    expect((await http.fork().get(summaryOf(FROM, TO))).status).toBe(401);
    expect((await a.get(summaryOf(FROM, TO))).json.error.code).toBe('FORBIDDEN');
  });
});
