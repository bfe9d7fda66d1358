// A session market names its batting side once the toss makes it known: the live sync that records the
// toss renames the markets opened before it (named by innings), and a bet already placed on one shows
// the new name in My Bets and the back office's book.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Market, Match } from '@shared/contracts/matches';
import { startTestApp } from '../../../../tests/integration/harness';
import { activateUpcoming } from './sync/activate-upcoming';
import { syncLive } from './sync/sync-live';
import { syncSchedule } from './sync/sync-schedule';

const T0 = new Date('2026-03-10T15:23:00Z');
const MINUTE = 60_000;

type BookMatch = { id: number; markets: { id: number; name: string }[] };

describe('session market names', async () => {
  const { http, deps } = await startTestApp();
  const { db, provider } = deps;
  const admin = http.fork();
  expect((await admin.signIn('admin@iplbetting.app', 'admin1234')).status).toBe(200);
  const matchOf = async (status: 'UPCOMING' | 'LIVE', id: number) =>
    ((await http.get(`/api/matches?status=${status}`)).json.matches as Match[]).find((m) => m.id === id)!;
  const sessions = (match: Match) => match.markets.filter((m) => m.innings !== null);

  it('names the innings before the toss and the batting side after it, on the same markets and their bets', async () => {
    await syncSchedule(db, provider, T0);
    await activateUpcoming(db, provider, T0);
    await syncLive(db, provider, T0);
    const first = ((await http.get('/api/matches?status=UPCOMING')).json.matches as Match[])[0]!;
    const startsAt = new Date(first.date).getTime();

    // An hour before the first ball the score markets are open, and the toss is not yet made.
    await syncLive(db, provider, new Date(startsAt - 60 * MINUTE));
    const before = await matchOf('UPCOMING', first.id);
    expect(before.tossWinner).toBeNull();
    const named = (market: Market) => [market.innings, market.kind, market.overs, market.name];
    expect(sessions(before).map(named)).toEqual(
      expect.arrayContaining([
        [1, 'SESSION_RUNS', 20, '1st innings 20 over runs'],
        [2, 'SESSION_RUNS', 6, '2nd innings 6 over runs'],
        [1, 'OVER_RUNS', 1, 'Only over 1 runs 1st innings'],
      ]),
    );
    const total = sessions(before).find(
      (m) => m.innings === 1 && m.kind === 'SESSION_RUNS' && m.overs === 20,
    )!;
    const yes = total.options.find((o) => o.name === 'Yes')!;
    const punter = http.fork();
    await punter.signUp();
    const placed = await punter.post('/api/bets', {
      idempotencyKey: randomUUID(),
      selections: [{ matchId: first.id, marketId: total.id, optionId: yes.id, amount: 100, odds: yes.odds }],
    });
    expect(placed.status).toBe(201);
    const myBet = async () =>
      (
        (await punter.get('/api/me/bets?status=all')).json.bets as { marketId: number; marketName: string }[]
      ).find((b) => b.marketId === total.id)!;
    expect((await myBet()).marketName).toBe('1st innings 20 over runs');

    // The sync that records the toss (five minutes before the first ball) names the batting sides.
    await syncLive(db, provider, new Date(startsAt - 2 * MINUTE));
    const after = await matchOf('LIVE', first.id);
    expect(after.tossWinner).toMatch(/\S/);
    const sides = [after.homeTeam.shortName, after.awayTeam.shortName];
    const renamed = sessions(after).find((m) => m.id === total.id)!;
    const battingFirst = sides.find((side) => renamed.name === `${side} 20 over runs`);
    expect(battingFirst, renamed.name).toBeDefined();
    const chasing = sides.find((side) => side !== battingFirst)!;
    const sideOf = (innings: number | null) => (innings === 1 ? battingFirst : chasing);
    for (const market of sessions(after))
      expect(market.name).toBe(
        market.kind === 'SESSION_RUNS'
          ? `${sideOf(market.innings)} ${market.overs} over runs`
          : `Only over ${market.overs} runs ${sideOf(market.innings)}`,
      );
    // The markets are the ones opened before the toss (renamed, not replaced).
    const ids = (match: Match) => sessions(match).map((m) => m.id);
    expect(ids(after)).toEqual(expect.arrayContaining(ids(before)));

    // The bet placed before the toss shows the new name, and so does the back office's book.
    expect((await myBet()).marketName).toBe(`${battingFirst} 20 over runs`);
    const book = ((await admin.get('/api/admin/book')).json as BookMatch[]).find((m) => m.id === first.id)!;
    expect(book.markets.find((m) => m.id === total.id)!.name).toBe(`${battingFirst} 20 over runs`);
  });
});
