// What the operator sees of the in-play delay: the live book shows the bets waiting in their delay, per
// option and per market, apart from the placed ones, and the report counts the slips placed and refused
// at the end of their delay, the refused by reason.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BookMatch } from '@shared/contracts/admin';
import type { ReportSummary } from '@shared/contracts/reports';
import { startTestApp, type TestClient } from '../../../../tests/integration/harness';
import { countSyncFinished, countSyncStarted } from '../matches/sync/feed-sync-progress';
import { createMatch, ledgerMismatches, selection, type FixtureMatch } from '../bets/test-fixtures';

const DELAY_SECONDS = 0.3;

describe('the operator and the in-play delay', async () => {
  const { http, deps } = await startTestApp({ BET_DELAY_MATCH_WINNER_SECONDS: String(DELAY_SECONDS) });
  const db = deps.db;
  const admin = http.fork();
  expect((await admin.signIn('admin@iplbetting.app', 'admin1234')).status).toBe(200);

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const player = async () => {
    const client = http.fork();
    const me = await client.signUp();
    return { client, id: me.id as string };
  };
  const slip = (who: TestClient, selections: ReturnType<typeof selection>[]) =>
    who.post('/api/bets', { idempotencyKey: randomUUID(), selections });
  /** Resolves once the player's slip is held (its statement has committed). */
  const untilHeld = async (userId: string) => {
    while (
      (
        await db.execute(sql`select 1 from bet_slips where user_id = ${userId} and held_until is not null
                                                       and resolved_at is null`)
      ).rows.length === 0
    )
      await sleep(10);
  };
  /** A sync that records nothing, as the live ticker's when no ball was bowled, once the delay is over. */
  const quietSyncAfterDelay = async () => {
    await sleep(DELAY_SECONDS * 1000);
    await countSyncFinished(db, await countSyncStarted(db));
  };
  const marketsOf = async (match: FixtureMatch) => {
    const book = (await admin.get('/api/admin/book')).json as BookMatch[];
    const markets = book.find((m) => m.id === match.matchId)!.markets;
    const market = (id: number) => markets.find((m) => m.id === id)!;
    return { winner: market(match.winner.marketId), toss: market(match.toss.marketId) };
  };
  const none = { bets: 0, stake: 0 };

  it('shows the bets waiting in their delay, per option and market, apart from the placed ones', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const [a, b] = [await player(), await player()];
    // a's slip has two selections (the toss market has no delay, but the slip waits as a whole).
    const first = slip(a.client, [selection(match, 'home', 500), selection(match, 'home', 100, 'toss')]);
    await untilHeld(a.id);
    const second = slip(b.client, [selection(match, 'away', 200)]);
    await untilHeld(b.id);

    const waiting = await marketsOf(match);
    expect(waiting.winner.waiting).toEqual({ bets: 2, stake: 700 });
    expect(waiting.winner.options).toEqual([
      expect.objectContaining({ id: match.winner.home, bets: 0, stake: 0, waiting: { bets: 1, stake: 500 } }),
      expect.objectContaining({ id: match.winner.away, bets: 0, stake: 0, waiting: { bets: 1, stake: 200 } }),
    ]);
    expect(waiting.toss.waiting).toEqual({ bets: 1, stake: 100 });
    expect(waiting.toss.options.map((o) => o.waiting)).toEqual([{ bets: 1, stake: 100 }, none]);
    // Only admins see the book.
    expect((await a.client.get('/api/admin/book')).json.error.code).toBe('FORBIDDEN');

    await quietSyncAfterDelay();
    expect((await first).status).toBe(201);
    expect((await second).status).toBe(201);
    const placed = await marketsOf(match);
    expect(placed.winner.waiting).toEqual(none);
    expect(placed.winner.options).toEqual([
      expect.objectContaining({ bets: 1, stake: 500, waiting: none }),
      expect.objectContaining({ bets: 1, stake: 200, waiting: none }),
    ]);
    expect(placed.toss.waiting).toEqual(none);
  });

  it('counts the slips placed and refused at the end of their delay, the refused by reason', async () => {
    const since = new Date();
    const report = async (from = since, to = new Date(Date.now() + 60_000)) => {
      const response = await admin.get(
        `/api/admin/reports/summary?from=${from.toISOString()}&to=${to.toISOString()}`,
      );
      expect(response.status).toBe(200);
      return (response.json as ReportSummary).inPlayDelay;
    };
    const match = await createMatch(db, { status: 'LIVE' });
    const [a, b, c] = [await player(), await player(), await player()];

    // a's slip is placed.
    const placed = slip(a.client, [selection(match, 'home', 500)]);
    await untilHeld(a.id);
    await quietSyncAfterDelay();
    expect((await placed).status).toBe(201);

    // b's is refused: a ball is recorded while it waits. Waiting, it is in the book, not in the report.
    const bowled = slip(b.client, [selection(match, 'away', 300)]);
    await untilHeld(b.id);
    expect((await marketsOf(match)).winner.waiting).toEqual({ bets: 1, stake: 300 });
    expect((await report()).refused.count).toBe(0);
    const ball = await countSyncStarted(db);
    await db.execute(
      sql`update matches set home_runs = home_runs + 4, home_overs = 0.1 where id = ${match.matchId}`,
    );
    await countSyncFinished(db, ball);
    expect((await bowled).json.error.details).toEqual({ reason: 'BALL_BOWLED' });

    // c's is refused: an admin suspends the market while it waits.
    const suspended = slip(c.client, [selection(match, 'home', 100)]);
    await untilHeld(c.id);
    const marketPath = `/api/admin/markets/${match.winner.marketId}`;
    expect((await admin.post(`${marketPath}/suspend`, { reason: 'Rain' })).status).toBe(200);
    await quietSyncAfterDelay();
    expect((await suspended).json.error.details).toEqual({ reason: 'MARKET_SUSPENDED' });
    expect((await admin.post(`${marketPath}/resume`, {})).status).toBe(200);

    expect((await marketsOf(match)).winner).toMatchObject({
      waiting: none,
      options: [
        expect.objectContaining({ bets: 1, stake: 500, waiting: none }),
        expect.objectContaining({ bets: 0, stake: 0, waiting: none }),
      ],
    });
    const zero = { count: 0, amount: 0 };
    expect(await report()).toEqual({
      placed: { count: 1, amount: 500 },
      refused: { count: 2, amount: 400 },
      refusedByReason: {
        BALL_BOWLED: { count: 1, amount: 300 },
        MARKET_SUSPENDED: { count: 1, amount: 100 },
        MARKET_CLOSED: zero,
        ODDS_CHANGED: zero,
        FEED_STALE: zero,
      },
    });
    // A window before them counts none of them.
    expect(
      await report(new Date('2026-01-01T00:00:00+05:30'), new Date('2026-01-02T00:00:00+05:30')),
    ).toEqual({
      placed: zero,
      refused: zero,
      refusedByReason: {
        BALL_BOWLED: zero,
        MARKET_SUSPENDED: zero,
        MARKET_CLOSED: zero,
        ODDS_CHANGED: zero,
        FEED_STALE: zero,
      },
    });
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});
