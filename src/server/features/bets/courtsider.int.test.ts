// The courtsider: a client who knows when the simulator bowls each ball (its season is a pure function of
// time) bets at the price from before a ball, once 0.5 s before it and once 0.5 s after it, before the
// sync records it. The in-play delay must refuse both; the same client betting with no ball near is
// placed. The feed is synced at chosen simulated moments; the delays run in real time.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Match } from '@shared/contracts/matches';
import { startTestApp } from '../../../../tests/integration/harness';
import { activateUpcoming } from '../matches/sync/activate-upcoming';
import { syncLive } from '../matches/sync/sync-live';
import { syncSchedule } from '../matches/sync/sync-schedule';
import { BOOK_BALANCED, bookImbalances, ledgerMismatches } from './test-fixtures';

const T0 = new Date('2026-03-10T15:23:00Z');
const RUNS = Number(process.env.COURTSIDER_RUNS ?? 100);
const DELAY_SECONDS = 0.2;
const SECOND = 1000;

describe('a courtsider against the in-play delay', async () => {
  const { http, deps } = await startTestApp({
    BET_DELAY_SESSION_SECONDS: String(DELAY_SECONDS),
    BET_DELAY_MATCH_WINNER_SECONDS: String(DELAY_SECONDS),
  });
  const { db, provider } = deps;
  await syncSchedule(db, provider, T0);
  await activateUpcoming(db, provider, T0);
  const [upcoming] = (await http.get('/api/matches?status=UPCOMING')).json.matches as Match[];
  const externalId = (
    await db.execute<{ external_id: string }>(sql`select external_id from matches where id = ${upcoming!.id}`)
  ).rows[0]!.external_id;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** The feed's score of the match at a simulated moment: it changes on every ball. */
  const scoreAt = async (at: number) => {
    const feed = (await provider.fetchLiveState(new Date(at))).find((m) => m.externalId === externalId);
    return feed
      ? JSON.stringify([feed.status, feed.innings.map((i) => [i.runs, i.wickets, i.legalBalls])])
      : null;
  };
  /** The moment of the first ball after `from` (to the millisecond), as the client computes it. */
  const nextBall = async (from: number) => {
    const before = await scoreAt(from);
    let at = from;
    while ((await scoreAt(at + SECOND)) === before) {
      at += SECOND;
      if (at - from > 3_600 * SECOND) throw new Error('no ball within an hour of the season');
    }
    let [low, high] = [at, at + SECOND];
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
      if ((await scoreAt(mid)) === before) low = mid;
      else high = mid;
    }
    return high;
  };
  const sync = (at: number) => syncLive(db, provider, new Date(at));
  /** The first open session market of the match as the database holds it now, with its first option. */
  const openSession = async () => {
    const { rows } = await db.execute<{ market_id: number; option_id: number; odds: number }>(sql`
      select mk.id as market_id, o.id as option_id, o.odds_hundredths / 100.0 as odds
      from markets mk join market_options o on o.market_id = mk.id
      where mk.match_id = ${upcoming!.id} and mk.kind in ('SESSION_RUNS', 'OVER_RUNS')
        and mk.status = 'OPEN' and mk.closed_reason is null
      order by mk.innings, mk.overs, o.sort_order, o.id limit 1`);
    const row = rows[0];
    return row ? { marketId: row.market_id, optionId: row.option_id, odds: Number(row.odds) } : null;
  };
  const marketState = async (marketId: number) =>
    JSON.stringify(
      (
        await db.execute(sql`
          select mk.status, mk.line, mk.closed_reason, o.odds_hundredths from markets mk
          join market_options o on o.market_id = mk.id where mk.id = ${marketId} order by o.id`)
      ).rows,
    );

  it(`refuses every bet sent around a ball and places the ones sent with no ball near (${RUNS} runs)`, async () => {
    // The client's accounts: a new one every 50 runs, before the ₹100 bets placed use up its ₹10,000.
    let player = http.fork();
    let me = await player.signUp();
    const bet = (session: NonNullable<Awaited<ReturnType<typeof openSession>>>) =>
      player.post('/api/bets', {
        idempotencyKey: randomUUID(),
        oddsChange: 'ASK',
        selections: [
          {
            matchId: upcoming!.id,
            marketId: session.marketId,
            optionId: session.optionId,
            amount: 100,
            odds: session.odds,
          },
        ],
      });
    /** Resolves once `count` slips of the player wait in their delay (placement is fast: 5 s is ample). */
    const held = async (count: number) => {
      const until = Date.now() + 5 * SECOND;
      while (Date.now() < until) {
        const { rows } = await db.execute(
          sql`select from bet_slips where user_id = ${me.id} and held_until is not null and resolved_at is null`,
        );
        if (rows.length >= count) return;
        await sleep(5);
      }
      throw new Error(`${count} slips were not held`);
    };
    const tally = { changedByBall: 0, unchangedByBall: 0, refusedAroundBall: 0, placedAroundBall: 0 };
    const quiet = { placed: 0, refused: 0, noOpenMarket: 0 };

    let at = new Date(upcoming!.date).getTime() + 4 * 60 * SECOND;
    await sync(at);
    await sync(at);
    for (let run = 0; run < RUNS; run++) {
      if (run > 0 && run % 50 === 0) {
        player = http.fork();
        me = await player.signUp();
      }
      const ball = await nextBall(at + 2 * SECOND);
      await sync(ball - 0.5 * SECOND);
      const session = await openSession();
      if (!session) {
        at = ball;
        run--;
        continue;
      }
      const before = await marketState(session.marketId);
      // 0.5 s before the ball, and 0.5 s after it (the feed has not recorded it): both at the old price.
      const aroundBall = [bet(session), bet(session)];
      await held(2);
      // Their delay passes with no sync yet: they wait for one that started after them.
      await sleep(DELAY_SECONDS * SECOND + 100);
      await sync(ball + 0.9 * SECOND);
      if ((await marketState(session.marketId)) === before) tally.unchangedByBall++;
      else tally.changedByBall++;
      for (const answer of await Promise.all(aroundBall)) {
        if (answer.status === 201) tally.placedAroundBall++;
        else {
          expect(answer.json.error).toMatchObject({
            code: 'BET_DELAY_REFUSED',
            details: { reason: 'BALL_BOWLED' },
          });
          tally.refusedAroundBall++;
        }
      }

      // With the ball recorded and the next one 12 s away: a bet at the price now is placed. A ball that
      // suspended the market (a wicket, a boundary) is waited out first, as a player would.
      let quietAt = ball + 0.9 * SECOND;
      let after = await openSession();
      for (const wait of [2, 4, 6]) {
        if (after) break;
        quietAt = ball + wait * SECOND;
        await sync(quietAt);
        after = await openSession();
      }
      if (!after) quiet.noOpenMarket++;
      else {
        const quietBet = bet(after);
        await held(1);
        await sleep(DELAY_SECONDS * SECOND);
        await sync(quietAt + 1.5 * SECOND);
        const answer = await quietBet;
        if (answer.status === 201) quiet.placed++;
        else quiet.refused++;
      }
      at = ball;
    }

    console.info('courtsider', { runs: RUNS, ...tally, quiet });
    expect(tally.placedAroundBall).toBe(0);
    expect(tally.refusedAroundBall).toBe(2 * RUNS);
    expect(quiet.refused).toBe(0);
    // After a wicket or a boundary the markets stay suspended for two balls' time: no quiet bet then.
    expect(quiet.placed).toBe(RUNS - quiet.noOpenMarket);
    expect(quiet.placed).toBeGreaterThan(RUNS / 2);
    expect(await ledgerMismatches(db)).toEqual([]);
    expect(await bookImbalances(db)).toEqual(BOOK_BALANCED);
  }, 400_000);
});
