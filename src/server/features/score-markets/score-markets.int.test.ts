import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestClient } from '../../../../tests/integration/harness';
import {
  bookImbalances,
  createMatch,
  createScoreMarket,
  ledgerMismatches,
  scoreMarketSelection,
  storeInnings,
  syncSnapshot,
  type FixtureMatch,
  type FixtureScoreMarket,
} from '../bets/test-fixtures';
import { payDecidedMarkets } from './pay-decided-markets';
import { settleMatch } from '../settlement/settle-match';
import { decideScoreMarkets } from './decide-score-markets';

describe('score markets settle themselves', async () => {
  const { http, deps } = await startTestApp();
  const db = deps.db;

  const player = async () => {
    const client = http.fork();
    await client.signUp();
    return client;
  };
  const place = async (
    client: TestClient,
    match: FixtureMatch,
    scoreMarket: FixtureScoreMarket,
    side: 'yes' | 'no',
    amount: number,
  ) => {
    const response = await client.post('/api/bets', {
      idempotencyKey: randomUUID(),
      selections: [scoreMarketSelection(match.matchId, scoreMarket, side, amount)],
    });
    expect(response.status).toBe(201);
  };
  const balance = async (client: TestClient) => (await client.get('/api/me')).json.balance as number;
  const betsOf = async (client: TestClient) =>
    (await client.get('/api/me/bets?status=settled')).json.bets as { status: string; result: string }[];
  const marketOf = async (scoreMarket: FixtureScoreMarket) =>
    (
      await db.execute<{ status: string; result: string | null }>(
        sql`select status, result from markets where id = ${scoreMarket.marketId}`,
      )
    ).rows[0]!;

  /** The live sync, fed one snapshot of a match that bats `match.homeTeam` first. */
  const syncBall = (
    match: FixtureMatch,
    status: 'LIVE' | 'ABANDONED',
    innings: [number, number, number, number[]][],
  ) => syncSnapshot(db, deps.provider, match, { status, innings });
  const adminId = async () =>
    (await db.execute<{ id: string }>(sql`select id from user_profiles where email = 'admin@iplbetting.app'`))
      .rows[0]!.id;
  const overs = (perOver: number, count: number) =>
    Array.from({ length: count }, (_, i) => perOver * (i + 1));

  it('decides a score market on the ball that ends its over, pays it after, and tells the players', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const scoreMarket = await createScoreMarket(db, match.matchId, { overs: 6, line: 45.5 });
    const yes = await player();
    const no = await player();
    await place(yes, match, scoreMarket, 'yes', 1000);
    await place(no, match, scoreMarket, 'no', 500);

    await syncBall(match, 'LIVE', [[44, 1, 35, overs(8, 5)]]);
    expect((await marketOf(scoreMarket)).status).toBe('SUSPENDED'); // no longer offered: closed, not settled
    expect(await balance(yes)).toBe(9000);

    // The deciding ball's sync records the decision and commits without paying.
    await syncBall(match, 'LIVE', [[48, 1, 36, [...overs(8, 5), 48]]]);
    expect(await marketOf(scoreMarket)).toEqual({
      status: 'SUSPENDED',
      result: `${match.homeTeam}: 48 runs after 6 overs (Yes 45.5)`,
    });
    expect(await balance(yes)).toBe(9000);
    expect(await betsOf(yes)).toEqual([]);
    expect(await payDecidedMarkets(db)).toMatchObject({ won: 1, lost: 1 });
    expect(await marketOf(scoreMarket)).toEqual({
      status: 'SETTLED',
      result: `${match.homeTeam}: 48 runs after 6 overs (Yes 45.5)`,
    });
    expect(await balance(yes)).toBe(9000 + 1900);
    expect(await balance(no)).toBe(9500);
    expect((await betsOf(yes)).map((b) => b.status)).toEqual(['WON']);
    expect((await betsOf(no)).map((b) => b.status)).toEqual(['LOST']);
    // The results page lists it, with the ball that decided it; a player may not read that list.
    const admin = http.fork();
    expect((await admin.signIn('admin@iplbetting.app', 'admin1234')).status).toBe(200);
    const listed = (await admin.get('/api/admin/settlements/score-markets')).json as { marketId: number }[];
    expect(listed.find((m) => m.marketId === scoreMarket.marketId)).toMatchObject({
      status: 'SETTLED',
      result: `${match.homeTeam}: 48 runs after 6 overs (Yes 45.5)`,
      bets: 2,
    });
    expect((await yes.get('/api/admin/settlements/score-markets')).status).toBe(403);
    const bell = (await yes.get('/api/me/notifications')).json.notifications as { params: unknown }[];
    expect(bell[0]!.params).toMatchObject({ code: 'BET_WON', bets: 1 });
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("settles a score market on the innings' total when the side is all out before its over", async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const scoreMarket = await createScoreMarket(db, match.matchId, { overs: 10, line: 70.5 });
    const over = await createScoreMarket(db, match.matchId, { kind: 'OVER_RUNS', overs: 10, line: 7.5 });
    const client = await player();
    await place(client, match, scoreMarket, 'no', 1000);
    await place(client, match, over, 'yes', 200);
    await syncBall(match, 'LIVE', [[62, 10, 50, overs(7, 8)]]);
    await payDecidedMarkets(db);
    expect((await marketOf(scoreMarket)).result).toBe(
      `${match.homeTeam}: 62 runs at the innings' end (8.2 overs) (No 70.5)`,
    );
    // Over 10 was never bowled: void, and the stake comes back.
    expect(await marketOf(over)).toEqual({
      status: 'VOID',
      result: `${match.homeTeam}, over 10: not bowled (the innings ended)`,
    });
    expect(await balance(client)).toBe(10000 - 1200 + 1900 + 200);
  });

  it('voids an undecided score market when the match is abandoned, refunding through the ledger', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const decided = await createScoreMarket(db, match.matchId, { overs: 6, line: 40.5 });
    const undecided = await createScoreMarket(db, match.matchId, { overs: 15, line: 120.5 });
    const client = await player();
    await place(client, match, decided, 'yes', 300);
    await place(client, match, undecided, 'yes', 700);
    await syncBall(match, 'ABANDONED', [[80, 2, 60, overs(8, 10)]]);
    await payDecidedMarkets(db);
    expect((await marketOf(decided)).status).toBe('SETTLED');
    expect(await marketOf(undecided)).toEqual({
      status: 'VOID',
      result: 'Match abandoned before the market was decided',
    });
    expect((await betsOf(client)).map((b) => b.status).sort()).toEqual(['VOID', 'WON']);
    expect(await balance(client)).toBe(10000 - 1000 + 570 + 700);
    const refund = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from transactions where type = 'VOID_REFUND' and match_id = ${match.matchId}`,
    );
    expect(refund.rows[0]!.n).toBe(1);
    expect(await bookImbalances(db)).toMatchObject({ total: '0' });
  });

  it('refuses a bet on a suspended score market and places nothing', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const scoreMarket = await createScoreMarket(db, match.matchId, { overs: 6, line: 45.5 });
    await db.execute(sql`update markets set status = 'SUSPENDED' where id = ${scoreMarket.marketId}`);
    const client = await player();
    const response = await client.post('/api/bets', {
      idempotencyKey: randomUUID(),
      selections: [scoreMarketSelection(match.matchId, scoreMarket, 'yes', 100)],
    });
    expect(response.status).toBe(409);
    expect(response.json.error.code).toBe('MARKET_SUSPENDED');
    expect(await balance(client)).toBe(10000);
  });

  it('lets an operator suspend and resume a score market, but not reopen a line the feed closed', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const scoreMarket = await createScoreMarket(db, match.matchId, { overs: 10, line: 80.5 });
    const admin = http.fork();
    expect((await admin.signIn('admin@iplbetting.app', 'admin1234')).status).toBe(200);
    const suspend = () =>
      admin.post(`/api/admin/markets/${scoreMarket.marketId}/suspend`, { reason: 'Rain' });
    const resume = () => admin.post(`/api/admin/markets/${scoreMarket.marketId}/resume`, {});
    expect((await suspend()).status).toBe(200);
    expect((await resume()).json).toMatchObject({ status: 'OPEN' });
    expect((await suspend()).status).toBe(200);
    await db.execute(sql`update markets set closed_reason = 'DECIDED' where id = ${scoreMarket.marketId}`);
    expect((await resume()).json).toMatchObject({ status: 'SUSPENDED' });
  });

  it('places exactly what the balance allows of 200 racing bets on one score market from one wallet', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const scoreMarket = await createScoreMarket(db, match.matchId, { overs: 20, line: 170.5 });
    const client = await player();
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        client.post('/api/bets', {
          idempotencyKey: randomUUID(),
          selections: [scoreMarketSelection(match.matchId, scoreMarket, 'yes', 100)],
        }),
      ),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(100);
    expect(
      responses.filter((r) => r.status === 409).every((r) => r.json.error.code === 'INSUFFICIENT_BALANCE'),
    ).toBe(true);
    expect(await balance(client)).toBe(0);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('pays a score market once when its payment and a manual settlement race', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const scoreMarket = await createScoreMarket(db, match.matchId, { overs: 20, line: 160.5 });
    const clients = await Promise.all(Array.from({ length: 5 }, () => player()));
    for (const client of clients) await place(client, match, scoreMarket, 'yes', 1000);
    await storeInnings(db, match.matchId, [
      [172, 6, 120, overs(8, 20).map((r, i) => (i === 19 ? 172 : r))],
      [150, 9, 120, overs(7, 20)],
    ]);
    await db.execute(sql`update matches set status = 'COMPLETED' where id = ${match.matchId}`);
    await db.transaction((tx) => decideScoreMarkets(tx, match.matchId));
    // Chunks of two bets, so the payment and the settlement interleave.
    const [byPayer, byAdmin] = await Promise.all([
      payDecidedMarkets(db, 2),
      settleMatch(db, { matchId: match.matchId, winningTeam: match.homeTeam, adminId: await adminId() }),
    ]);
    expect(byPayer.won + byAdmin.won).toBe(5);
    for (const client of clients) expect(await balance(client)).toBe(9000 + 1900);
    const paid = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from transactions where type = 'BET_WON' and credit_account = 'PLAYER' and match_id = ${match.matchId}`,
    );
    expect(paid.rows[0]!.n).toBe(5);
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});
