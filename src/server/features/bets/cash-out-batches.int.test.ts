// Batched cash-outs (ADRs 0051, 0052 and 0054): cash-outs that arrive together read their bets in one round
// trip, and go to the database in one transaction, one statement for a round of different players'
// cash-outs, each with its own checks and answer, one wallet's in arrival order; a cash-out the batch
// cannot take at once (its market, bet or wallet held by another writer) or a batch that fails runs on
// its own.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestClient } from '../../../../tests/integration/harness';
import { poolOf } from '../../db/pool-of';
import { NO_BET_DELAYS } from '../matches/bet-delays';
import { cashOut } from './cash-out';
import {
  BOOK_BALANCED,
  bookImbalances,
  createMatch,
  ledgerMismatches,
  placeBet,
  selection,
  withInsertsFailing,
} from './test-fixtures';

/**
 * A batch goes at four cash-outs, or two seconds after its first: long enough that every cash-out a test
 * sends together joins one batch on a busy machine, whatever the order their reads of the bets finish in.
 */
const BATCHING = { maxWrites: 4, waitMs: 2_000, lanes: 2 };

describe('cash-out batches', async () => {
  // A 5% margin: a ₹100 back whose odds have not moved is offered ₹95.
  const { http, deps } = await startTestApp({ CASH_OUT_MARGIN_BPS: '500' });
  const db = deps.db;
  const match = await createMatch(db, { status: 'LIVE' });
  const player = async () => {
    const client = http.fork();
    return { client, id: (await client.signUp()).id as string };
  };
  const betOf = async (client: TestClient) =>
    (await placeBet(client, [selection(match, 'home', 100)]))[0]!.id as string;
  const request = (userId: string, betId: string) => ({
    userId,
    betId,
    idempotencyKey: randomUUID(),
    fraction: 1,
    accept: { expectedPaise: 9500n },
  });
  /** Each cash-out's new balance, or its error's code; all sent in the same tick, so they share a batch. */
  const cashOutTogether = (requests: ReturnType<typeof request>[]) =>
    Promise.all(
      requests.map((command) =>
        cashOut(db, command, NO_BET_DELAYS, BATCHING).then(
          (outcome) => (typeof outcome === 'object' ? outcome.balance : String(outcome)),
          (error: { code?: string }) => error.code ?? String(error),
        ),
      ),
    );
  const transactionsOf = async (betIds: string[]) =>
    (
      await db.execute<{ n: number }>(
        sql`select count(distinct xmin::text)::int as n from cash_outs where bet_id = any(${sql.param(betIds)}::uuid[])`,
      )
    ).rows[0]!.n;
  const expectBooksBalanced = async () => {
    expect(await bookImbalances(db)).toEqual(BOOK_BALANCED);
    expect(await ledgerMismatches(db)).toEqual([]);
  };

  /** Resolves once a backend of this database waits on a row lock. */
  const someoneWaitsOnALock = async () => {
    for (;;) {
      const { rows } = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (rows[0]!.n > 0) return;
      await new Promise((r) => setTimeout(r, 10));
    }
  };

  it('cashes out the ones that arrive behind one in flight together, four to a transaction', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, player));
    const bets = await Promise.all(players.map((p) => betOf(p.client)));
    const writer = await poolOf(db).connect();
    let first: Promise<unknown>;
    try {
      // The first runs on its own (nothing else is in flight) and waits for the writer's lock on its bet.
      await writer.query('begin');
      await writer.query('select 1 from bets where id = $1 for update', [bets[0]]);
      first = cashOutTogether([request(players[0]!.id, bets[0]!)]);
      await someoneWaitsOnALock();
      // The other five queue behind it. Their reads go as one alone (no read is in flight) and four in a
      // batch, so four of their writes arrive together and fill a batch; the fifth follows in its own.
      const balances = await cashOutTogether(players.slice(1).map((p, i) => request(p.id, bets[i + 1]!)));
      // ₹10,000 less the ₹100 stake, plus the ₹95 offer.
      expect(balances).toEqual([9995, 9995, 9995, 9995, 9995]);
    } finally {
      await writer.query('commit');
      writer.release();
    }
    expect(await first).toEqual([9995]);
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from cash_outs where bet_id = any(${sql.param(bets.slice(1))}::uuid[])
          group by xmin::text order by n`,
    );
    expect(rows.map((row) => row.n)).toEqual([1, 4]);
    // The batch's four are of different players: one statement (one command id) writes them all.
    const statements = await db.execute<{ n: number }>(
      sql`select count(distinct (xmin::text, cmin::text))::int as n from cash_outs
          where bet_id = any(${sql.param(bets.slice(1))}::uuid[])`,
    );
    expect(statements.rows[0]!.n).toBe(2);
    expect(await transactionsOf(bets)).toBe(3);
    await expectBooksBalanced();
  });

  it('reads the bets of the cash-outs that arrive together in one round trip, each for its own player', async () => {
    const players = await Promise.all(Array.from({ length: 5 }, player));
    const bets = await Promise.all(players.map((p) => betOf(p.client)));
    const requests = players.map((p, i) => request(p.id, bets[i]!));
    // The fourth names the third player's bet, which is not its player's.
    requests[3] = request(players[3]!.id, bets[2]!);
    const queries = vi.spyOn(pg.Client.prototype, 'query');
    try {
      expect(await cashOutTogether(requests)).toEqual([9995, 9995, 9995, 'NOT_FOUND', 9995]);
      // Each round trip's reads: one alone (its statement by name), or a batch's executions.
      const reads = queries.mock.calls
        .map(([query]: unknown[]) =>
          typeof query === 'string'
            ? (query.match(/execute "ipl-cash-out-read-batched"/g) ?? []).length
            : Number((query as { name?: string }).name === 'ipl-cash-out-read'),
        )
        .filter((n) => n > 0);
      // The first alone (nothing was in flight), the four behind it in one round trip.
      expect(reads).toEqual([1, 4]);
    } finally {
      queries.mockRestore();
    }
    await expectBooksBalanced();
  });

  it("applies one wallet's cash-outs one after the other, and one bet's once", async () => {
    const [first, one] = [await player(), await player()];
    const firstBet = await betOf(first.client);
    const [a, b] = [await betOf(one.client), await betOf(one.client)];
    // ₹10,000 less two stakes: ₹9,800. Then ₹95 back for each bet, one after the other (whichever read
    // finished first goes first); b's second cash-out, after its first, finds it cashed out.
    const answers = await cashOutTogether([
      request(first.id, firstBet),
      request(one.id, a),
      request(one.id, b),
      request(one.id, b),
    ]);
    expect(answers[0]).toBe(9995);
    expect(answers.slice(1).map(String).sort()).toEqual(['9895', '9990', 'CASH_OUT_UNAVAILABLE']);
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from cash_outs where bet_id = ${b}::uuid`,
    );
    expect(rows[0]!.n).toBe(1);
    await expectBooksBalanced();
  });

  it('cashes out a bet another writer holds on its own, without holding up the rest', async () => {
    const [first, waiting, free] = [await player(), await player(), await player()];
    const [firstBet, heldBet, freeBet] = [
      await betOf(first.client),
      await betOf(waiting.client),
      await betOf(free.client),
    ];
    const writer = await poolOf(db).connect();
    try {
      await writer.query('begin');
      await writer.query('select 1 from bets where id = $1 for update', [heldBet]);
      // Whichever runs first runs alone; the others share a batch, which skips the held bet. Either way the
      // held one waits for the writer while the other two are answered.
      const held = cashOutTogether([request(waiting.id, heldBet)]);
      expect(await cashOutTogether([request(first.id, firstBet), request(free.id, freeBet)])).toEqual([
        9995, 9995,
      ]);
      let settled = false;
      void held.finally(() => (settled = true));
      await new Promise((r) => setTimeout(r, 100));
      expect(settled).toBe(false);
      await writer.query('commit');
      expect(await held).toEqual([9995]);
    } finally {
      writer.release();
    }
    await expectBooksBalanced();
  });

  it("runs a failed batch's cash-outs on their own: one cash-out's error fails no neighbour", async () => {
    const players = await Promise.all(Array.from({ length: 4 }, player));
    const bets = await Promise.all(players.map((p) => betOf(p.client)));
    // An error inside the batch's transaction (P0001, raised by a trigger), for this cash-out only.
    const answers = await withInsertsFailing(
      db,
      { table: 'cash_outs', column: 'bet_id', value: bets[2]! },
      // The first goes at once; the failing one is in the batch behind it.
      () => cashOutTogether(players.map((p, i) => request(p.id, bets[i]!))),
    );
    expect(answers).toEqual([9995, 9995, 'P0001', 9995]);
    await expectBooksBalanced();
  });
});
