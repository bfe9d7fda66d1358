// Batched placement (ADRs 0050, 0053): slips that arrive together go to the database in one transaction,
// one statement for a round of different players' slips, each with its own checks and answer, one
// wallet's in arrival order; a slip the batch cannot take at once
// (its market or wallet held by another writer) or a batch that fails is placed on its own, after the
// player's others left out.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/integration/harness';
import pino from 'pino';
import { createDatabase } from '../../db/client';
import { createPool } from '../../db/create-pool';
import { poolOf } from '../../db/pool-of';
import { placeBets } from './place-bets';
import {
  createMatch,
  ledgerMismatches,
  positionMismatches,
  selection,
  withInsertsFailing,
} from './test-fixtures';

describe('placement batches', async () => {
  const { http, deps, databaseUrl } = await startTestApp();
  const db = deps.db;
  const match = await createMatch(db);
  const now = () => new Date();
  const player = async () => (await http.fork().signUp()).id as string;
  const slip = (amount: number, market: 'winner' | 'toss' = 'winner') => ({
    idempotencyKey: randomUUID(),
    selections: [selection(match, 'home', amount, market)],
  });
  /** Each slip's answer, or its error's code; all sent in the same tick, so they share a batch. */
  const placeTogether = (slips: { userId: string; input: ReturnType<typeof slip> }[]) =>
    Promise.all(
      slips.map(({ userId, input }) =>
        placeBets(db, { userId }, input, now()).then(
          (outcome) => outcome!,
          (error: { code?: string }) => error.code ?? String(error),
        ),
      ),
    );
  const transactionsOf = async (slipKeys: string[]) =>
    (
      await db.execute<{ n: number }>(
        sql`select count(distinct b.xmin::text)::int as n from bets b join bet_slips s on s.id = b.slip_id
            where s.idempotency_key = any(${sql.param(slipKeys)}::uuid[])`,
      )
    ).rows[0]!.n;

  it('places the first slip at once and the ones that arrive behind it in one transaction', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, player));
    const slips = players.map((userId) => ({ userId, input: slip(100) }));
    const answers = await placeTogether(slips);
    expect(answers.every((a) => typeof a === 'object' && a.bets.length === 1)).toBe(true);
    expect(await transactionsOf(slips.slice(0, 1).map((s) => s.input.idempotencyKey))).toBe(1);
    expect(await transactionsOf(slips.slice(1).map((s) => s.input.idempotencyKey))).toBe(1);
    expect(await transactionsOf(slips.map((s) => s.input.idempotencyKey))).toBe(2);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  /** Statements that wrote the slips' bets: a statement's rows share its transaction and command id. */
  const statementsOf = async (slipKeys: string[]) =>
    (
      await db.execute<{ n: number }>(
        sql`select count(distinct (b.xmin::text, b.cmin::text))::int as n
            from bets b join bet_slips s on s.id = b.slip_id
            where s.idempotency_key = any(${sql.param(slipKeys)}::uuid[])`,
      )
    ).rows[0]!.n;

  it("places a batch's slips of different players in one statement, a player's next in the next", async () => {
    const [first, one, other, third] = await Promise.all(Array.from({ length: 4 }, player));
    const slips = [
      { userId: first!, input: slip(100) },
      { userId: one!, input: slip(100) },
      { userId: other!, input: slip(100) },
      { userId: one!, input: slip(100) },
      { userId: third!, input: slip(100) },
    ];
    const answers = await placeTogether(slips);
    expect(answers.every((a) => typeof a === 'object' && a.bets.length === 1)).toBe(true);
    const keys = (...at: number[]) => at.map((i) => slips[i]!.input.idempotencyKey);
    expect(await transactionsOf(keys(1, 2, 3, 4))).toBe(1);
    expect(await statementsOf(keys(1, 2, 4))).toBe(1);
    expect(await statementsOf(keys(1, 3))).toBe(2);
    expect(answers.map((a) => (typeof a === 'string' ? a : a.balance))).toEqual([
      9900, 9900, 9900, 9800, 9900,
    ]);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("applies one wallet's slips in the order they came, between other players' slips", async () => {
    const [one, other, first] = [await player(), await player(), await player()];
    // ₹10,000: ₹6,000 and then ₹3,000 fit, ₹2,000 after them does not; in another order it would.
    // The first slip goes at once; the rest arrive behind it and share a batch.
    const answers = await placeTogether([
      { userId: first, input: slip(100) },
      { userId: other, input: slip(500) },
      { userId: one, input: slip(6000) },
      { userId: other, input: slip(700) },
      { userId: one, input: slip(3000) },
      { userId: one, input: slip(2000) },
    ]);
    expect(answers.map((a) => (typeof a === 'string' ? a : a.balance))).toEqual([
      9900,
      9500,
      4000,
      8800,
      1000,
      'INSUFFICIENT_BALANCE',
    ]);
    expect(await positionMismatches(db)).toEqual([]);
  });

  it('places a slip whose market another writer holds on its own, without holding up the rest', async () => {
    const [waiting, free] = [await player(), await player()];
    const writer = await poolOf(db).connect();
    try {
      await writer.query('begin');
      await writer.query('select 1 from markets where id = $1 for update', [match.toss.marketId]);
      const held = placeBets(db, { userId: waiting }, slip(100, 'toss'), now());
      const placed = await placeBets(db, { userId: free }, slip(100), now());
      expect(placed!.bets).toHaveLength(1);
      let settled = false;
      void held.finally(() => (settled = true));
      await new Promise((r) => setTimeout(r, 100));
      expect(settled).toBe(false);
      await writer.query('commit');
      expect((await held)!.bets).toHaveLength(1);
    } finally {
      writer.release();
    }
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("waits for a held wallet on one connection for all of a player's slips, leaving the rest to others", async () => {
    // An instance of four connections: before, each slip its batch left out took one to wait on the wallet,
    // and the other player's slip found none within the pool's connect timeout.
    const pool = createPool(databaseUrl, 4, pino({ level: 'silent' }));
    const small = createDatabase(pool);
    const [waiting, free] = [await player(), await player()];
    const writer = await poolOf(db).connect();
    // Not on the writer: inside its transaction pg_stat_activity answers the transaction's first look.
    const lockWaits = async () =>
      (
        await db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        )
      ).rows[0]!.n;
    try {
      await writer.query('begin');
      await writer.query('select 1 from user_profiles where id = $1 for no key update', [waiting]);
      // The first goes alone at once; the batch behind it cannot take the wallet and leaves the rest out.
      const held = Promise.all(
        Array.from({ length: 10 }, () => placeBets(small, { userId: waiting }, slip(100), now())),
      );
      // Both wait once their connections have prepared the statement (slower on a busy machine).
      await expect.poll(lockWaits, { timeout: 20_000 }).toBe(2);
      const placed = await placeBets(small, { userId: free }, slip(100), now());
      expect(placed!.bets).toHaveLength(1);
      expect(await lockWaits()).toBe(2);
      await writer.query('commit');
      expect((await held).every((answer) => answer!.bets.length === 1)).toBe(true);
    } finally {
      await writer.query('rollback');
      writer.release();
      await pool.end();
    }
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from bets where user_id = ${waiting}`,
    );
    expect(rows[0]!.n).toBe(10);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('answers the second of a key sent twice in one batch with the first slip', async () => {
    const [one, other] = [await player(), await player()];
    const twice = slip(100);
    const answers = await placeTogether([
      { userId: one, input: twice },
      { userId: other, input: slip(100) },
      { userId: one, input: twice },
    ]);
    // The first goes at once, the others in a batch behind it: either of the two may place first.
    const [first, neighbour, again] = answers as Exclude<(typeof answers)[number], string>[];
    expect([first!.replayed, again!.replayed].sort()).toEqual([false, true]);
    expect(neighbour!.replayed).toBe(false);
    expect(again!.bets.map((b) => b.id)).toEqual(first!.bets.map((b) => b.id));
    const placed = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from bets where user_id = ${one}`,
    );
    expect(placed.rows[0]!.n).toBe(1);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("places a failed batch's slips on their own: one slip's error fails no neighbour", async () => {
    const players = await Promise.all(Array.from({ length: 4 }, player));
    const failing = slip(100);
    // An error inside the batch's transaction (P0001, raised by a trigger), for this slip only.
    const answers = await withInsertsFailing(
      db,
      { table: 'bet_slips', column: 'idempotency_key', value: failing.idempotencyKey },
      // The first goes at once; the failing one is in the batch behind it.
      () => placeTogether(players.map((userId, i) => ({ userId, input: i === 2 ? failing : slip(100) }))),
    );
    expect(answers.map((a) => (typeof a === 'string' ? a : a.bets.length))).toEqual([1, 1, 'P0001', 1]);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('places a lone slip under the generic plan, never planning the statement again', async () => {
    // One connection, so every slip runs alone on it; PostgreSQL tries 5 custom plans before it may
    // choose the generic one, so 8 slips show which it kept.
    const pool = createPool(databaseUrl, 1, pino({ level: 'silent' }));
    try {
      const lone = createDatabase(pool);
      const userId = await player();
      for (let i = 0; i < 8; i++) await placeBets(lone, { userId }, slip(100), now());
      const { rows } = await pool.query<{ generic_plans: string; custom_plans: string }>(
        `select generic_plans::text, custom_plans::text from pg_prepared_statements where name like 'ipl-place-slips%'`,
      );
      expect(rows).toEqual([{ generic_plans: '8', custom_plans: '0' }]);
    } finally {
      await pool.end();
    }
  });

  it("finds a key's earlier slip by its index: the generic plan never reads every slip", async () => {
    // The plan made for an empty table is the one kept, so it must not depend on the table staying small.
    const pool = createPool(databaseUrl, 1, pino({ level: 'silent' }));
    const plans: string[] = [];
    pool.on('connect', (client) => client.on('notice', (notice) => plans.push(notice.message ?? '')));
    try {
      // auto_explain answers each statement's plan to this client (the test user is a superuser).
      await pool.query(`load 'auto_explain'; set auto_explain.log_min_duration = 0;
                        set auto_explain.log_level = notice`);
      await placeBets(createDatabase(pool), { userId: await player() }, slip(100), now());
      const placement = plans.filter((plan) => plan.includes('insert into bet_slips'));
      expect(placement).toHaveLength(1);
      expect(placement[0]).toMatch(/bet_slips_user_key_unique/);
      expect(placement[0]).not.toMatch(/Seq Scan on bet_slips/);
    } finally {
      await pool.end();
    }
  });
});
