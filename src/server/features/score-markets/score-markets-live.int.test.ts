// A whole simulated match through the live sync, as the server plays it: score markets open on their lines,
// move to new lines, and are decided and paid (or voided) by themselves, with no operator.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Match } from '@shared/contracts/matches';
import { startTestApp } from '../../../../tests/integration/harness';
import { ledgerMismatches } from '../bets/test-fixtures';
import { payDecidedMarkets } from './pay-decided-markets';
import { activateUpcoming } from '../matches/sync/activate-upcoming';
import { syncLive } from '../matches/sync/sync-live';
import { syncSchedule } from '../matches/sync/sync-schedule';

const T0 = new Date('2026-03-10T15:23:00Z');
const MINUTE = 60_000;

describe('score markets through a simulated match', async () => {
  const { http, deps } = await startTestApp();
  const { db, provider } = deps;
  await syncSchedule(db, provider, T0);
  await activateUpcoming(db, provider, T0);
  await syncLive(db, provider, T0);
  const list = async (status: 'LIVE' | 'UPCOMING') =>
    (await http.get(`/api/matches?status=${status}`)).json.matches as Match[];

  it('settles every score market on its ball, shows one line per score market, and pays the players', async () => {
    const [match] = await list('UPCOMING');
    const startsAt = new Date(match!.date).getTime();
    const player = http.fork();
    await player.signUp();
    const sixOvers = match!.markets.find(
      (m) => m.kind === 'SESSION_RUNS' && m.innings === 1 && m.overs === 6,
    )!;
    const overOne = match!.markets.find((m) => m.kind === 'OVER_RUNS' && m.overs === 1)!;
    for (const [market, amount] of [
      [sixOvers, 1000],
      [overOne, 500],
    ] as const) {
      const option = market.options[0]!;
      const placed = await player.post('/api/bets', {
        idempotencyKey: randomUUID(),
        selections: [
          { matchId: match!.id, marketId: market.id, optionId: option.id, amount, odds: option.odds },
        ],
      });
      expect(placed.status).toBe(201);
    }

    for (let at = startsAt - 10 * MINUTE; at <= startsAt + 4 * 60 * MINUTE; at += 3 * MINUTE) {
      await syncLive(db, provider, new Date(at));
      // The payer job pays what the ball decided, between the live ticker's syncs.
      await payDecidedMarkets(db);
      const live = (await list('LIVE')).find((m) => m.id === match!.id);
      if (!live) continue;
      const scoreMarkets = live.markets.filter((m) => m.innings !== null);
      const shown = scoreMarkets.map((m) => m.name);
      expect(new Set(shown).size).toBe(shown.length); // one line per score market at a time
      for (const scoreMarket of scoreMarkets.filter((m) => m.status === 'OPEN')) {
        for (const option of scoreMarket.options) expect(option.odds).toBeLessThan(100);
      }
    }

    const { rows } = await db.execute<{ kind: string; status: string; result: string | null; n: number }>(sql`
      select kind, status, result, count(*) over (partition by name)::int as n
      from markets where match_id = ${match!.id} and innings is not null`);
    const status = (
      await db.execute<{ status: string }>(sql`select status from matches where id = ${match!.id}`)
    ).rows[0]!.status;
    expect(['COMPLETED', 'ABANDONED']).toContain(status);
    // Nothing waits for an operator: every score market line is settled or void, with what decided it.
    expect(rows.filter((r) => r.status !== 'SETTLED' && r.status !== 'VOID')).toEqual([]);
    expect(rows.every((r) => r.result !== null && r.result.length > 0)).toBe(true);
    if (status === 'COMPLETED') {
      expect(rows.filter((r) => r.kind === 'OVER_RUNS' && r.status === 'SETTLED').length).toBeGreaterThan(20);
      expect(rows.some((r) => r.n > 1)).toBe(true); // some score market moved to a new line
    }
    const bets = (await player.get('/api/me/bets?status=settled')).json.bets as { status: string }[];
    expect(bets).toHaveLength(2);
    expect(bets.every((b) => ['WON', 'LOST', 'VOID'].includes(b.status))).toBe(true);
    expect(await ledgerMismatches(db)).toEqual([]);
    // Sized to its work, not to hide a wait: 85 syncs of a whole season's live state, each followed by
    // a read of the live list, take 10-15 s on a two-core machine and about 40 s beside other suites.
  }, 90_000);
});
