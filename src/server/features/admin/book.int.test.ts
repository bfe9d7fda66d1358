// The live book and manual suspension: per-option figures from one query, a suspension that a bet
// sent at the same moment either beat or is refused by, that the feed cannot undo, and the audit.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestClient } from '../../../../tests/integration/harness';
import { collectEvents } from '../../../../tests/integration/sse';
import { transactionWithEvents } from '../../realtime/live-events';
import { createMatch, layBet, ledgerMismatches, selection, type FixtureMatch } from '../bets/test-fixtures';
import { applyMarketPrices } from '../matches/sync/market-prices';

type Book = {
  id: number;
  markets: {
    id: number;
    status: string;
    line: number | null;
    adminSuspension: { reason: string } | null;
    options: { id: number; bets: number; stake: number; liability: number }[];
  }[];
}[];

describe('live book', async () => {
  const { http, deps, app } = await startTestApp();
  const db = deps.db;
  const admin = http.fork();
  expect((await admin.signIn('admin@iplbetting.app', 'admin1234')).status).toBe(200);
  const bet = (player: TestClient, selections: ReturnType<typeof selection>[]) =>
    player.post('/api/bets', { idempotencyKey: randomUUID(), selections });
  const player = async () => {
    const client = http.fork();
    await client.signUp();
    return client;
  };
  const winnerMarket = async (match: FixtureMatch) => {
    const book = (await admin.get('/api/admin/book')).json as Book;
    return book.find((m) => m.id === match.matchId)!.markets.find((m) => m.id === match.winner.marketId)!;
  };

  it('shows each option’s pending bets, stakes, liability and the house’s net if it wins', async () => {
    const match = await createMatch(db, { date: new Date(Date.now() + 60_000) });
    const [a, b] = [await player(), await player()];
    expect((await bet(a, [selection(match, 'home', 1000)])).status).toBe(201);
    expect((await bet(b, [selection(match, 'home', 200)])).status).toBe(201);
    expect((await bet(b, [selection(match, 'away', 500)])).status).toBe(201);
    const market = await winnerMarket(match);
    expect(market.options).toEqual([
      // The house's net if it wins: all 1700 staked on the market less what the option pays.
      expect.objectContaining({
        id: match.winner.home,
        bets: 2,
        stake: 1200,
        liability: 2280,
        houseNet: -580,
      }),
      expect.objectContaining({ id: match.winner.away, bets: 1, stake: 500, liability: 950, houseNet: 750 }),
    ]);
  });

  it('counts a lay where it holds, and as a liability on every other option, which it pays if they win', async () => {
    const match = await createMatch(db, { date: new Date(Date.now() + 60_000) });
    const [a, b, c] = [await player(), await player(), await player()];
    expect((await bet(a, [selection(match, 'home', 1000)])).status).toBe(201);
    // ₹1,000 laid on home at 2.10: it holds ₹1,100 and returns ₹2,100 if away wins.
    await layBet(db, b, match, { stake: 1000, layOdds: 210 });
    expect((await bet(c, [selection(match, 'away', 500)])).status).toBe(201);
    const market = await winnerMarket(match);
    // 2,600 held on the market: home pays the back's 1,900, away the lay's 2,100 and the back's 950.
    expect(market.options).toEqual([
      expect.objectContaining({
        id: match.winner.home,
        bets: 2,
        stake: 2100,
        liability: 1900,
        houseNet: 700,
      }),
      expect.objectContaining({
        id: match.winner.away,
        bets: 1,
        stake: 500,
        liability: 3050,
        houseNet: -450,
      }),
    ]);
  });

  it("carries an over/under market's line, in the book and in the player's bets", async () => {
    const match = await createMatch(db, { date: new Date(Date.now() + 60_000) });
    const a = await player();
    const over = {
      matchId: match.matchId,
      marketId: match.runs.marketId,
      optionId: match.runs.over,
      amount: 100,
      odds: 1.85,
    };
    const placed = await bet(a, [over]);
    expect(placed.status).toBe(201);
    expect(placed.json.bets[0]).toMatchObject({ optionName: 'Over', line: 165.5 });
    const book = (await admin.get('/api/admin/book')).json as Book;
    const markets = book.find((m) => m.id === match.matchId)!.markets;
    expect(markets.find((m) => m.id === match.runs.marketId)!.line).toBe(165.5);
    expect(markets.find((m) => m.id === match.winner.marketId)!.line).toBeNull();
    const mine = (await a.get('/api/me/bets?status=active')).json as {
      bets: { optionName: string; line: number | null }[];
    };
    expect(mine.bets).toEqual([expect.objectContaining({ optionName: 'Over', line: 165.5 })]);
  });

  it('suspends a market at once: a bet sent in the same moment either came first or is refused', async () => {
    const match = await createMatch(db, { date: new Date(Date.now() + 60_000) });
    const punters = await Promise.all(Array.from({ length: 8 }, () => player()));
    const [suspended, ...bets] = await Promise.all([
      admin.post(`/api/admin/markets/${match.winner.marketId}/suspend`, { reason: 'Team news' }),
      ...punters.map((p) => bet(p, [selection(match, 'home', 100)])),
    ]);
    expect(suspended.status).toBe(200);
    for (const b of bets) expect([201, 409]).toContain(b.status);
    const placed = bets.filter((b) => b.status === 201).length;
    for (const b of bets.filter((b) => b.status === 409)) expect(b.json.error.code).toBe('MARKET_SUSPENDED');

    const later = await bet(punters[0]!, [selection(match, 'away', 100)]);
    expect([later.status, later.json.error.code]).toEqual([409, 'MARKET_SUSPENDED']);
    const market = await winnerMarket(match);
    expect(market).toMatchObject({ status: 'SUSPENDED', adminSuspension: { reason: 'Team news' } });
    expect(market.options[0]!.bets).toBe(placed);
    expect(await ledgerMismatches(db)).toEqual([]);

    // The feed reporting the market open does not reopen it.
    await transactionWithEvents(db, (tx) =>
      applyMarketPrices(
        tx,
        match.matchId,
        [
          {
            kind: 'MATCH_WINNER',
            name: 'Match Winner',
            line: null,
            suspended: false,
            options: [
              { name: match.homeTeam, odds: 1.9, teamName: match.homeTeam },
              { name: match.awayTeam, odds: 1.9, teamName: match.awayTeam },
            ],
          },
        ],
        { teamId: () => null, create: false, bettingOpen: true },
      ),
    );
    expect((await winnerMarket(match)).status).toBe('SUSPENDED');

    const again = await admin.post(`/api/admin/markets/${match.winner.marketId}/suspend`, { reason: 'x' });
    expect(again.status).toBe(409);
    const resumed = await admin.post(`/api/admin/markets/${match.winner.marketId}/resume`, {});
    expect(resumed.json).toEqual({ marketId: match.winner.marketId, status: 'OPEN', closedReason: null });
    expect((await bet(punters[0]!, [selection(match, 'away', 100)])).status).toBe(201);

    const { rows } = await db.execute<{ action_type: string; details: { reason?: string } }>(sql`
      select action_type, details from admin_actions
      where entity_type = 'market' and entity_id = ${String(match.winner.marketId)} order by id`);
    expect(rows.map((r) => r.action_type)).toEqual(['SUSPEND_MARKET', 'RESUME_MARKET']);
    expect(rows[0]!.details.reason).toBe('Team news');
  });

  it("tells admins' streams, at most once a second and never a player's, that bets moved", async () => {
    const match = await createMatch(db, { date: new Date(Date.now() + 60_000) });
    const [punter, watcher] = [await player(), await player()];
    const adminStream = collectEvents(
      await app.request('/api/stream', { headers: { cookie: admin.cookieHeader() } }),
    );
    const playerStream = collectEvents(
      await app.request('/api/stream', { headers: { cookie: watcher.cookieHeader() } }),
    );
    await new Promise((r) => setTimeout(r, 100));
    for (let i = 0; i < 5; i++) expect((await bet(punter, [selection(match, 'home', 100)])).status).toBe(201);
    const events = await adminStream.until(1, 3000);
    await new Promise((r) => setTimeout(r, 1500));
    const signals = adminStream.events.filter((e) => e.event === 'backoffice');
    expect(signals[0]).toMatchObject({ event: 'backoffice', data: { action: 'BETS' } });
    expect(events.length).toBeGreaterThan(0);
    // Five bets within a second or so: one or two signals, not five.
    expect(signals.length).toBeLessThanOrEqual(2);
    expect(playerStream.events.filter((e) => e.event === 'backoffice')).toEqual([]);
    await adminStream.close();
    await playerStream.close();
  });

  it('refuses to suspend a settled market or an unknown one', async () => {
    expect((await admin.post('/api/admin/markets/999999/suspend', { reason: 'x' })).status).toBe(404);
    const noReason = await admin.post('/api/admin/markets/1/suspend', { reason: '  ' });
    expect([noReason.status, noReason.json.error.message]).toEqual([400, 'A reason is required']);
  });
});
