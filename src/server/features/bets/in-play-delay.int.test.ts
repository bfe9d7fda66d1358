// The in-play delay: a slip on a live match is held, its stake held in the ledger, until its delay has
// passed and a feed sync that started after it arrived has finished; then it is placed at the price of
// that moment (within its odds preference), or refused if a ball was recorded, its market suspended or
// closed, or its price moved as the preference refuses, and its stake given back. Nothing stays held.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/integration/harness';
import { countSyncFinished, countSyncStarted } from '../matches/sync/feed-sync-progress';
import { resolveOrphanedHeldSlips } from './resolve-orphaned-held-slips';
import {
  BOOK_BALANCED,
  bookImbalances,
  createMatch,
  laySelection,
  ledgerMismatches,
  selection,
} from './test-fixtures';

const DELAY_SECONDS = 0.3;

describe('POST /api/bets on a live match (the in-play delay)', async () => {
  const { http, deps } = await startTestApp({
    BET_DELAY_MATCH_WINNER_SECONDS: String(DELAY_SECONDS),
    BET_DELAY_OTHER_SECONDS: String(DELAY_SECONDS),
  });
  const db = deps.db;
  /** A sync that records nothing, as the live ticker's would when no ball was bowled. */
  const quietSync = async () => countSyncFinished(db, await countSyncStarted(db));
  const balanceOf = async (userId: string) =>
    Number(
      (
        await db.execute<{ b: string }>(
          sql`select balance_paise::text as b from user_profiles where id = ${userId}`,
        )
      ).rows[0]!.b,
    );
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** Settles once the request has answered; `answered()` says whether it has, without waiting. */
  const track = <T>(promise: Promise<T>) => {
    let done = false;
    void promise.finally(() => (done = true));
    return { promise, answered: () => done };
  };
  /** A player with a slip of ₹500 on the home side of a new live match at 1.90. */
  const live = async () => {
    const match = await createMatch(db, { status: 'LIVE', lay: true });
    const player = http.fork();
    const me = await player.signUp();
    const slip = (key = randomUUID(), oddsChange?: string) =>
      player.post('/api/bets', {
        idempotencyKey: key,
        ...(oddsChange ? { oddsChange } : {}),
        selections: [selection(match, 'home', 500)],
      });
    return { match, player, me, slip };
  };
  /** Resolves once the player's slip is held (its statement has committed). */
  const untilHeld = async (userId: string) => {
    while (
      (
        await db.execute(sql`select 1 from bet_slips where user_id = ${userId} and resolved_at is null
                                                       and held_until is not null`)
      ).rows.length === 0
    )
      await sleep(10);
  };
  const heldStake = async () =>
    (
      await db.execute<{ held: string }>(sql`
        select coalesce(sum(case credit_account when 'BETS_IN_DELAY' then amount_paise else -amount_paise end), 0)::text
          as held
        from transactions where 'BETS_IN_DELAY' in (credit_account, debit_account)`)
    ).rows[0]!.held;
  const balanced = async () => {
    expect(await ledgerMismatches(db)).toEqual([]);
    expect(await bookImbalances(db)).toEqual(BOOK_BALANCED);
  };

  it('lists the delay on live markets only', async () => {
    const { match } = await live();
    await createMatch(db);
    const listed = async (status: string) =>
      (await http.get(`/api/matches?status=${status}`)).json.matches.flatMap(
        (m: { markets: { betDelaySeconds: number }[] }) => m.markets.map((mk) => mk.betDelaySeconds),
      ) as number[];
    expect(new Set(await listed('UPCOMING'))).toEqual(new Set([0]));
    const liveMatch = (await http.get('/api/matches?status=LIVE')).json.matches.find(
      (m: { id: number }) => m.id === match.matchId,
    );
    expect(liveMatch.markets.map((m: { betDelaySeconds: number }) => m.betDelaySeconds)).toEqual([
      DELAY_SECONDS,
      DELAY_SECONDS,
      DELAY_SECONDS,
    ]);
  });

  it('holds the stake, waits for a sync that started after the bet, then places it', async () => {
    const { me, player, slip } = await live();
    const request = track(slip());
    await sleep(DELAY_SECONDS * 1000 + 400);
    // The delay has passed, but no sync has read the feed since the bet arrived: it still waits.
    expect(request.answered()).toBe(false);
    expect(await balanceOf(me.id)).toBe(1_000_000 - 50_000);
    expect(await heldStake()).toBe('50000');
    expect((await db.execute(sql`select id from bets where user_id = ${me.id}`)).rows).toEqual([]);
    await quietSync();
    const placed = await request.promise;
    expect(placed.status).toBe(201);
    expect(placed.json.bets[0]).toMatchObject({ odds: 1.9, askedOdds: null, amount: 500, status: 'PENDING' });
    expect(placed.json.balance).toBe(10_000 - 500);
    expect(await heldStake()).toBe('0');
    const history = (await player.get('/api/me/transactions')).json.transactions;
    expect(history[0]).toMatchObject({
      type: 'BET_HOLD',
      status: 'COMPLETED',
      amount: -500,
      betId: placed.json.bets[0].id,
      bet: { market: 'Match Winner', stake: 500 },
    });
    await balanced();
  });

  it('refuses the bet when a ball is recorded during its delay, and gives the stake back', async () => {
    const { me, match, player, slip } = await live();
    const request = slip();
    await untilHeld(me.id);
    // A ball: the sync that records it started after the bet arrived.
    const number = await countSyncStarted(db);
    await db.execute(
      sql`update matches set home_runs = home_runs + 4, home_overs = 0.1 where id = ${match.matchId}`,
    );
    await countSyncFinished(db, number);
    const refused = await request;
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({
      code: 'BET_DELAY_REFUSED',
      details: { reason: 'BALL_BOWLED' },
    });
    expect(await balanceOf(me.id)).toBe(1_000_000);
    expect(await heldStake()).toBe('0');
    const history = (await player.get('/api/me/transactions')).json.transactions as {
      type: string;
      status: string;
      amount: number;
      bet: { market: string } | null;
    }[];
    expect(history.slice(0, 2)).toMatchObject([
      { type: 'BET_HOLD_RELEASED', status: 'COMPLETED', amount: 500, bet: { market: 'Match Winner' } },
      { type: 'BET_HOLD', status: 'VOIDED', amount: -500, bet: { market: 'Match Winner' } },
    ]);
    await balanced();
  });

  it('refuses on a suspended market, and on a price the preference refuses with the new price', async () => {
    const suspended = await live();
    const first = suspended.slip();
    await untilHeld(suspended.me.id);
    await db.execute(
      sql`update markets set status = 'SUSPENDED' where id = ${suspended.match.winner.marketId}`,
    );
    await sleep(DELAY_SECONDS * 1000);
    await quietSync();
    expect((await first).json.error).toMatchObject({ details: { reason: 'MARKET_SUSPENDED' } });

    const shortened = await live();
    const second = shortened.slip();
    await untilHeld(shortened.me.id);
    await db.execute(
      sql`update market_options set odds_hundredths = 180 where id = ${shortened.match.winner.home}`,
    );
    await sleep(DELAY_SECONDS * 1000);
    await quietSync();
    const refused = await second;
    expect(refused.status).toBe(409);
    expect(refused.json.error).toEqual({
      code: 'ODDS_CHANGED',
      message: 'Odds have changed',
      details: {
        changes: [
          { marketId: shortened.match.winner.marketId, optionId: shortened.match.winner.home, odds: 1.8 },
        ],
      },
    });
    await balanced();
  });

  it('places at a higher price under HIGHER, with the odds asked kept', async () => {
    const { me, match, slip } = await live();
    const request = slip();
    await untilHeld(me.id);
    await db.execute(sql`update market_options set odds_hundredths = 205 where id = ${match.winner.home}`);
    await sleep(DELAY_SECONDS * 1000);
    await quietSync();
    const placed = await request;
    expect(placed.status).toBe(201);
    expect(placed.json.bets[0]).toMatchObject({ odds: 2.05, askedOdds: 1.9, potentialPayout: 1025 });
    await balanced();
  });

  /** A held lay of ₹1,000 on the home side at 2.11 (holding ₹1,110), under `oddsChange`. */
  const heldLay = async (oddsChange: string) => {
    const { match, player, me } = await live();
    const request = player.post('/api/bets', {
      idempotencyKey: randomUUID(),
      oddsChange,
      selections: [laySelection(match, 'home', 1000)],
    });
    await untilHeld(me.id);
    expect(await balanceOf(me.id)).toBe(1_000_000 - 111_000);
    return { match, me, request };
  };

  it('places a held lay at a lower lay price, keeping the liability it holds', async () => {
    const { match, me, request } = await heldLay('HIGHER');
    await db.execute(
      sql`update market_options set lay_odds_hundredths = 201 where id = ${match.winner.home}`,
    );
    await sleep(DELAY_SECONDS * 1000);
    await quietSync();
    const placed = await request;
    expect(placed.status).toBe(201);
    // ₹1,110 held at 2.01 backs a stake of 1,110 / 1.01 = ₹1,099.00 (rounded down to the paisa).
    expect(placed.json.bets[0]).toMatchObject({
      side: 'LAY',
      odds: 2.01,
      askedOdds: 2.11,
      liability: 1110,
      amount: 1099,
      potentialPayout: 2209,
    });
    expect(await balanceOf(me.id)).toBe(1_000_000 - 111_000);
    await balanced();
  });

  it('gives back what a held lay hedges once it is placed, not while it waits (ADR 0049)', async () => {
    const { match, me, player, slip } = await live();
    const back = track(slip());
    await sleep(DELAY_SECONDS * 1000);
    await quietSync();
    expect((await back.promise).status).toBe(201);
    const lay = track(
      player.post('/api/bets', {
        idempotencyKey: randomUUID(),
        selections: [laySelection(match, 'home', 500)],
      }),
    );
    await untilHeld(me.id);
    // While it waits, its whole liability is held beside the back's stake: ₹500 and ₹555.
    expect(await balanceOf(me.id)).toBe(1_000_000 - 50_000 - 55_500);
    await sleep(DELAY_SECONDS * 1000);
    await quietSync();
    expect((await lay.promise).status).toBe(201);
    // The home team winning: +₹450 − ₹555. Losing: −₹500 + ₹500. Only the worst case, ₹105, is held.
    expect(await balanceOf(me.id)).toBe(1_000_000 - 10_500);
    await balanced();
  });

  it('refuses a held lay whose lay price rose, whatever the preference, and gives its hold back', async () => {
    const { match, me, request } = await heldLay('ANY');
    await db.execute(
      sql`update market_options set lay_odds_hundredths = 215 where id = ${match.winner.home}`,
    );
    await sleep(DELAY_SECONDS * 1000);
    await quietSync();
    const refused = await request;
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({
      code: 'ODDS_CHANGED',
      details: { changes: [{ marketId: match.winner.marketId, optionId: match.winner.home, odds: 2.15 }] },
    });
    expect(await balanceOf(me.id)).toBe(1_000_000);
    expect(await heldStake()).toBe('0');
    await balanced();
  });

  it('answers a retry with the same key as the first request, waiting or resolved', async () => {
    const { me, slip } = await live();
    const key = randomUUID();
    const first = slip(key);
    await untilHeld(me.id);
    const retry = slip(key);
    await sleep(DELAY_SECONDS * 1000);
    await quietSync();
    const [a, b] = await Promise.all([first, retry]);
    expect(a.status).toBe(201);
    expect(b.status).toBe(200);
    expect(b.json.bets).toEqual(a.json.bets);
    expect((await slip(key)).json.bets).toEqual(a.json.bets);
    expect((await db.execute(sql`select id from bets where user_id = ${me.id}`)).rows.length).toBe(1);
    await balanced();
  });

  it('resolves a slip nobody waits on any more, and refuses it FEED_STALE when no sync came', async () => {
    const { me, slip } = await live();
    const request = slip();
    await untilHeld(me.id);
    // As if its instance had stopped long ago, with no sync since: the sweeper refuses it.
    await db.execute(sql`update bet_slips set held_until = now() - interval '60 seconds'
                         where user_id = ${me.id} and resolved_at is null`);
    expect(await resolveOrphanedHeldSlips(db)).toBe(1);
    expect(await balanceOf(me.id)).toBe(1_000_000);
    // The request still waiting learns, once its own delay is due, what the sweeper decided.
    await quietSync();
    const refused = await request;
    expect(refused.json.error).toMatchObject({
      code: 'BET_DELAY_REFUSED',
      details: { reason: 'FEED_STALE' },
    });
    expect(await balanceOf(me.id)).toBe(1_000_000);
    await balanced();
  });

  it('checks an in-play cash-out after the delay, and re-quotes it when the ball moved the offer', async () => {
    const { me, match, player, slip } = await live();
    const request = slip();
    await untilHeld(me.id);
    await sleep(DELAY_SECONDS * 1000);
    await quietSync();
    const betId = (await request).json.bets[0].id as string;
    const offer = async () => (await player.get(`/api/me/bets/${betId}/cash-out`)).json.amount as number;
    const cashOut = (expectedAmount: number) =>
      player.post(`/api/me/bets/${betId}/cash-out`, {
        idempotencyKey: randomUUID(),
        expectedAmount,
      });

    // A ball shortens the home side after the request: the offer it accepted is re-quoted.
    const before = await offer();
    const first = track(cashOut(before));
    await sleep(50);
    const number = await countSyncStarted(db);
    await db.execute(sql`update matches set home_runs = home_runs + 6 where id = ${match.matchId}`);
    await db.execute(sql`update market_options set odds_hundredths = 150 where id = ${match.winner.home}`);
    await sleep(DELAY_SECONDS * 1000);
    expect(first.answered()).toBe(false);
    await countSyncFinished(db, number);
    const requoted = await first.promise;
    expect(requoted.status).toBe(409);
    expect(requoted.json.error).toMatchObject({
      code: 'CASH_OUT_PRICE_CHANGED',
      details: { amount: await offer() },
    });

    // Nothing happens during the next one's delay: it is paid at the offer accepted.
    const now = await offer();
    const second = cashOut(now);
    await sleep(DELAY_SECONDS * 1000 + 50);
    await quietSync();
    const paid = await second;
    expect(paid.status).toBe(200);
    expect(paid.json.amount).toBe(now);
    await balanced();
  });

  it('places pre-match bets at once, with no hold', async () => {
    const match = await createMatch(db);
    const player = http.fork();
    await player.signUp();
    const placed = await player.post('/api/bets', {
      idempotencyKey: randomUUID(),
      selections: [selection(match, 'home', 500)],
    });
    expect(placed.status).toBe(201);
    expect(
      (
        await db.execute(
          sql`select id from transactions where type = 'BET_HOLD' and match_id = ${match.matchId}`,
        )
      ).rows,
    ).toEqual([]);
  });
});
