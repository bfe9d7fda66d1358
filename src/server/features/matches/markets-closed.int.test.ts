// Markets the feed has closed stay closed: the toss closes the toss market, the first innings' end the
// first-innings runs, the match's end, abandonment or void every market, each in the transaction that
// records it, and neither a later sync nor an operator's resume reopens one.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Match } from '@shared/contracts/matches';
import { startTestApp, type TestClient } from '../../../../tests/integration/harness';
import type { FeedMarketPrice } from '../../feeds/types';
import {
  createMatch,
  createScoreMarket,
  scoreMarketSelection,
  syncSnapshot,
  type FixtureMatch,
} from '../bets/test-fixtures';
import { activateUpcoming } from './sync/activate-upcoming';
import { syncLive } from './sync/sync-live';
import { syncSchedule } from './sync/sync-schedule';

const T0 = new Date('2026-03-10T15:23:00Z');
const MINUTE = 60_000;

type BookMatch = {
  id: number;
  markets: { id: number; status: string; closedReason: string | null; adminSuspension: unknown }[];
};

describe('markets the feed has closed', async () => {
  const { http, deps } = await startTestApp();
  const { db, provider } = deps;
  const admin = http.fork();
  expect((await admin.signIn('admin@iplbetting.app', 'admin1234')).status).toBe(200);
  const player = async () => {
    const client = http.fork();
    await client.signUp();
    return client;
  };
  const bet = (client: TestClient, selection: Record<string, unknown>) =>
    client.post('/api/bets', { idempotencyKey: randomUUID(), selections: [selection] });
  const marketRow = async (marketId: number) =>
    (
      await db.execute<{ status: string; closed_reason: string | null }>(
        sql`select status, closed_reason from markets where id = ${marketId}`,
      )
    ).rows[0]!;
  const bookMarket = async (matchId: number, marketId: number) =>
    ((await admin.get('/api/admin/book')).json as BookMatch[])
      .find((m) => m.id === matchId)
      ?.markets.find((m) => m.id === marketId);

  const sync = (match: FixtureMatch, snapshot: Parameters<typeof syncSnapshot>[3]) =>
    syncSnapshot(db, provider, match, snapshot);
  const overs = (perOver: number, count: number) =>
    Array.from({ length: count }, (_, i) => perOver * (i + 1));

  it('keeps a suspended toss market closed when an admin resumes it after the toss, and refuses a bet on it', async () => {
    await syncSchedule(db, provider, T0);
    await activateUpcoming(db, provider, T0);
    await syncLive(db, provider, T0);
    const upcoming = (await http.get('/api/matches?status=UPCOMING')).json.matches as Match[];
    const match = upcoming[0]!;
    const toss = match.markets.find((m) => m.isToss)!;
    expect(toss.status).toBe('OPEN');
    const suspended = await admin.post(`/api/admin/markets/${toss.id}/suspend`, { reason: 'Toss delayed' });
    expect(suspended.status).toBe(200);

    // The toss is five minutes before the first ball: the sync that records it closes the market.
    const startsAt = new Date(match.date).getTime();
    await syncLive(db, provider, new Date(startsAt - 2 * MINUTE));
    expect(await marketRow(toss.id)).toEqual({ status: 'SUSPENDED', closed_reason: 'TOSS_DONE' });
    const live = ((await http.get('/api/matches?status=LIVE')).json.matches as Match[]).find(
      (m) => m.id === match.id,
    )!;
    expect(live.tossWinner).toMatch(/\S/);
    expect(live.markets.find((m) => m.id === toss.id)).toMatchObject({
      status: 'SUSPENDED',
      closedReason: 'TOSS_DONE',
    });

    const resumed = await admin.post(`/api/admin/markets/${toss.id}/resume`, {});
    expect(resumed.status).toBe(200);
    expect(resumed.json).toEqual({ marketId: toss.id, status: 'SUSPENDED', closedReason: 'TOSS_DONE' });
    expect(await bookMarket(match.id, toss.id)).toMatchObject({
      status: 'SUSPENDED',
      closedReason: 'TOSS_DONE',
      adminSuspension: null,
    });

    const known = toss.options.find((o) => o.name === live.tossWinner)!;
    const punter = await player();
    const refused = await bet(punter, {
      matchId: match.id,
      marketId: toss.id,
      optionId: known.id,
      amount: 5000,
      odds: known.odds,
    });
    expect([refused.status, refused.json.error.code]).toEqual([409, 'MARKET_CLOSED']);
    expect((await punter.get('/api/me')).json.balance).toBe(10000);

    // The next syncs leave it closed.
    await syncLive(db, provider, new Date(startsAt + MINUTE));
    expect(await marketRow(toss.id)).toEqual({ status: 'SUSPENDED', closed_reason: 'TOSS_DONE' });
  });

  it('closes the toss market in the sync that records the toss, and no later price reopens it', async () => {
    const match = await createMatch(db, { date: new Date(Date.now() + 10 * MINUTE) });
    await sync(match, { status: 'UPCOMING' });
    expect(await marketRow(match.toss.marketId)).toEqual({ status: 'SUSPENDED', closed_reason: 'TOSS_DONE' });
    expect(await marketRow(match.winner.marketId)).toEqual({ status: 'SUSPENDED', closed_reason: null });

    // A feed that still prices the toss market, open, after the toss: it stays closed; the rest open.
    const offered = (name: string, kind: FeedMarketPrice['kind']): FeedMarketPrice => ({
      kind,
      name,
      line: null,
      suspended: false,
      options: [
        { name: match.homeTeam, teamName: match.homeTeam, odds: 1.9 },
        { name: match.awayTeam, teamName: match.awayTeam, odds: 1.9 },
      ],
    });
    await sync(match, {
      status: 'LIVE',
      prices: [offered('Match Winner', 'MATCH_WINNER'), offered('Toss Winner', 'TOSS_WINNER')],
    });
    expect(await marketRow(match.toss.marketId)).toEqual({ status: 'SUSPENDED', closed_reason: 'TOSS_DONE' });
    expect(await marketRow(match.winner.marketId)).toEqual({ status: 'OPEN', closed_reason: null });
    // Nothing writes a closed market open: the database refuses it.
    await expect(
      db.execute(sql`update markets set status = 'OPEN' where id = ${match.toss.marketId}`),
    ).rejects.toThrow();
  });

  it("closes the first-innings runs at the innings' end, for good, even to an admin's resume", async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    await sync(match, { status: 'LIVE', innings: [[120, 4, 84, overs(8, 14)]] });
    expect(await marketRow(match.runs.marketId)).toMatchObject({ closed_reason: null });
    expect(
      (await admin.post(`/api/admin/markets/${match.runs.marketId}/suspend`, { reason: 'Review' })).status,
    ).toBe(200);

    // All out for 150, under the 165.5 line: the same sync closes and decides it.
    await sync(match, { status: 'LIVE', innings: [[150, 10, 110, overs(8, 18)]] });
    expect(await marketRow(match.runs.marketId)).toEqual({
      status: 'SUSPENDED',
      closed_reason: 'INNINGS_OVER',
    });
    const resumed = await admin.post(`/api/admin/markets/${match.runs.marketId}/resume`, {});
    expect(resumed.json).toEqual({
      marketId: match.runs.marketId,
      status: 'SUSPENDED',
      closedReason: 'INNINGS_OVER',
    });
  });

  it('closes every market when the match ends, with the sync that records the result', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const session = await createScoreMarket(db, match.matchId, { innings: 2, overs: 20, line: 170.5 });
    await sync(match, { status: 'COMPLETED', toss: false, innings: [[180, 6, 120, overs(9, 20)]] });
    for (const marketId of [match.winner.marketId, match.toss.marketId])
      expect(await marketRow(marketId)).toEqual({ status: 'SUSPENDED', closed_reason: 'MATCH_OVER' });
    // The session is decided on the stored innings (the second was never played) and voided later.
    expect(await marketRow(session.marketId)).toMatchObject({ closed_reason: 'MATCH_OVER' });
  });

  it('closes every market when the match is abandoned', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    await sync(match, { status: 'ABANDONED' });
    expect(await marketRow(match.toss.marketId)).toEqual({ status: 'SUSPENDED', closed_reason: 'TOSS_DONE' });
    for (const marketId of [match.winner.marketId, match.runs.marketId])
      expect(await marketRow(marketId)).toMatchObject({ closed_reason: 'MATCH_OVER' });
  });

  it('closes every market of a voided match, and records the toss an admin settles', async () => {
    const voided = await createMatch(db, { date: new Date(Date.now() + 60 * MINUTE) });
    const response = await admin.post(`/api/admin/matches/${voided.matchId}/void`, { reason: 'Called off' });
    expect(response.status).toBe(200);
    for (const marketId of [voided.winner.marketId, voided.toss.marketId, voided.runs.marketId])
      expect(await marketRow(marketId)).toEqual({ status: 'VOID', closed_reason: 'MATCH_OVER' });

    const tossed = await createMatch(db, { status: 'LIVE' });
    const settled = await admin.post(`/api/admin/matches/${tossed.matchId}/settle-toss`, {
      tossWinner: tossed.homeTeam,
    });
    expect(settled.status).toBe(200);
    expect(await marketRow(tossed.toss.marketId)).toEqual({ status: 'SETTLED', closed_reason: 'TOSS_DONE' });
  });

  it('keeps a session line the feed closed closed when an admin resumes it', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const session = await createScoreMarket(db, match.matchId, { overs: 6, line: 45.5 });
    expect(
      (await admin.post(`/api/admin/markets/${session.marketId}/suspend`, { reason: 'Rain' })).status,
    ).toBe(200);
    // The feed no longer offers the session: the sync closes it (all but decided).
    await sync(match, { status: 'LIVE', innings: [[44, 1, 35, overs(8, 5)]] });
    expect(await marketRow(session.marketId)).toEqual({ status: 'SUSPENDED', closed_reason: 'DECIDED' });
    const resumed = await admin.post(`/api/admin/markets/${session.marketId}/resume`, {});
    expect(resumed.json).toEqual({
      marketId: session.marketId,
      status: 'SUSPENDED',
      closedReason: 'DECIDED',
    });
    const refused = await bet(await player(), scoreMarketSelection(match.matchId, session, 'yes', 100));
    expect([refused.status, refused.json.error.code]).toEqual([409, 'MARKET_CLOSED']);
  });
});
