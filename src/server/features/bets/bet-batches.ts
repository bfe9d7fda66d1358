import type pg from 'pg';
import type { Db } from '../../db/client';
import { poolOf } from '../../db/pool-of';
import { BatchQueue, batchesOfStatement } from './batch-queue';
import type { BetBatching } from './bet-batching';
import { executeEach, GENERIC_PLANS, literal } from './execute-each';

/**
 * One write waiting for its batch (a slip to place, a bet to cash out): whose wallet it moves, the
 * markets and bets it names, and its statement's values.
 */
export interface BatchedWrite<Values = unknown[]> {
  /** The player when known; else their session token, checked as the statement would check it. */
  player: { userId: string } | { sessionToken: string; validAfter: Date };
  marketIds: number[];
  /** Bets the statement locks FOR UPDATE (a cash-out's); none for a placement. */
  betIds?: string[];
  /** The write's values for the resolved player: the statement's parameters, or what its `merge` takes. */
  valuesFor: (userId: string) => Values;
}

/**
 * A batched statement. With `merge`, one execution writes several players' writes (placements: ADR 0053):
 * it takes the values of writes of different players and answers a row for each, in order; without it,
 * each execution is one write, its values the statement's parameters.
 */
export interface BatchedStatement<Values> {
  name: string;
  text: string;
  merge?: (writes: Values[]) => unknown[];
}

/**
 * The batches of a statement's writes on the database's pool: one per instance and statement. The
 * settings are the first caller's (the instance's config).
 */
export function batchesOf<Row, Values = unknown[]>(
  db: Db,
  statement: BatchedStatement<Values>,
  settings: BetBatching,
) {
  const pool = poolOf(db);
  return batchesOfStatement(
    pool,
    statement.name,
    () => new BetBatches<Row, Values>(pool, statement, settings),
  );
}

/**
 * Runs one statement's writes (placements: ADR 0050; cash-outs: ADR 0051) in batches (batch-queue.ts),
 * each in one transaction of two round trips:
 * 1. `begin` and the statement's generic plan; then the batch's sessions are resolved, and its markets
 *    (FOR SHARE), bets (FOR UPDATE) and wallets (FOR NO KEY UPDATE) locked with SKIP LOCKED, so a batch
 *    never waits on a settlement or another batch. A write whose player, market, bet or wallet was not
 *    had is left out, and run on its own after the player's others left out here (aloneInTurn);
 * 2. the statement once per remaining write, by player id and then arrival order (so two batches take
 *    wallets in one order, and one wallet's writes apply in the order they came), then `commit`; with
 *    `merge`, once per round instead: the first write of each player, then the second of each, and so on.
 * If the transaction fails (a deadlock with another writer, an error in one write), every write of the
 * batch is left out and run on its own: one write's failure never fails its neighbours.
 */
class BetBatches<Row, Values> {
  private readonly queue: BatchQueue<BatchedWrite<Values>, Row>;
  /** Per player, the last of their writes left to run on its own here: the next one's turn comes after it. */
  private readonly aloneTurns = new Map<string, Promise<unknown>>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly statement: BatchedStatement<Values>,
    settings: BetBatching,
  ) {
    this.queue = new BatchQueue(settings, (batch) => this.runBatch(batch));
  }

  /**
   * The write's row: from its batch, or from `alone` when nothing else is in flight or its batch left it
   * out; then after the player's other writes left out here.
   */
  async run(write: BatchedWrite<Values>, alone: () => Promise<Row>): Promise<Row> {
    return (await this.queue.run(write, alone)) ?? (await this.aloneInTurn(write.player, alone));
  }

  /**
   * Runs a write its batch left out after the same player's others left out on this instance. Those
   * mostly wait for the same wallet, which another transaction holds: one at a time, they hold one of
   * the pool's connections while they wait, not one each, so a player's burst of slips leaves the
   * other players their connections, and no write waits out the pool's connect timeout for one.
   */
  private aloneInTurn(player: BatchedWrite['player'], alone: () => Promise<Row>): Promise<Row> {
    const key = 'userId' in player ? player.userId : player.sessionToken;
    const turn = (this.aloneTurns.get(key) ?? Promise.resolve()).then(alone);
    const done = turn.then(
      () => undefined,
      () => undefined,
    );
    this.aloneTurns.set(key, done);
    void done.then(() => {
      if (this.aloneTurns.get(key) === done) this.aloneTurns.delete(key);
    });
    return turn;
  }

  private async runBatch(batch: BatchedWrite<Values>[]): Promise<(Row | null)[]> {
    const client = await this.pool.connect();
    let written: (Row | undefined)[];
    try {
      written = await this.writeBatch(client, batch);
    } catch (error) {
      // Closed rather than rolled back: the failure may be the connection's own, mid-transaction.
      client.release(true);
      throw error;
    }
    client.release();
    return batch.map((_, i) => written[i] ?? null);
  }

  /** Each write's row, or undefined for a write left to be run on its own. */
  private async writeBatch(client: pg.PoolClient, batch: BatchedWrite<Values>[]) {
    // The generic plan: each write's statement skips its planning (a fifth of a placement's PostgreSQL time).
    const results = (await client.query(
      `begin; ${GENERIC_PLANS}; ${lockQuery(batch)}`,
    )) as unknown as pg.QueryResult[];
    const [locks] = results[2]!.rows as {
      users: (string | null)[];
      markets: number[] | null;
      bets: string[] | null;
      wallets: string[] | null;
    }[];
    const markets = new Set(locks!.markets ?? []);
    const bets = new Set(locks!.bets ?? []);
    const wallets = new Set(locks!.wallets ?? []);
    const runnable = batch
      .map((write, i) => ({ write, i, userId: locks!.users[i] ?? null }))
      .filter(
        (s): s is { write: BatchedWrite<Values>; i: number; userId: string } =>
          s.userId !== null &&
          wallets.has(s.userId) &&
          s.write.marketIds.every((m) => markets.has(m)) &&
          (s.write.betIds ?? []).every((b) => bets.has(b)),
      )
      .sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : a.i - b.i));
    const rows: (Row | undefined)[] = new Array(batch.length);
    if (runnable.length === 0) {
      await client.query('commit');
      return rows;
    }
    const executions = this.executionsOf(runnable);
    const replies = await executeEach<Row>(
      client,
      this.statement,
      executions.map((execution) =>
        this.statement.merge
          ? this.statement.merge(execution.map((s) => s.write.valuesFor(s.userId)))
          : (execution[0]!.write.valuesFor(execution[0]!.userId) as unknown[]),
      ),
      { then: 'commit' },
    );
    executions.forEach((execution, k) =>
      execution.forEach((s, j) => {
        rows[s.i] = replies[k]![j];
      }),
    );
    return rows;
  }

  /**
   * The executions of the writes (sorted by player, then arrival): each write alone, or, with `merge`,
   * rounds of writes of different players, a player's k-th write in the k-th round.
   */
  private executionsOf<W extends { userId: string }>(sorted: W[]): W[][] {
    if (!this.statement.merge) return sorted.map((s) => [s]);
    const rounds: W[][] = [];
    let round = 0;
    sorted.forEach((s, k) => {
      round = k > 0 && sorted[k - 1]!.userId === s.userId ? round + 1 : 0;
      (rounds[round] ??= []).push(s);
    });
    return rounds;
  }
}

/**
 * The batch's players by id (a session token resolved as the statement checks it: unexpired after the
 * lean cutoff, else null), and which of its markets, bets and wallets this transaction now holds. In the
 * order a single write takes them: market, bet, wallet.
 */
function lockQuery(batch: BatchedWrite<unknown>[]) {
  const tokens = batch.map((s) => ('sessionToken' in s.player ? s.player.sessionToken : null));
  const after = batch.map((s) => ('validAfter' in s.player ? s.player.validAfter.toISOString() : null));
  const ids = batch.map((s) => ('userId' in s.player ? s.player.userId : null));
  const marketIds = [...new Set(batch.flatMap((s) => s.marketIds))];
  const betIds = [...new Set(batch.flatMap((s) => s.betIds ?? []))];
  return `with wanted as (
      select * from unnest(${literal(ids)}::text[], ${literal(tokens)}::text[], ${literal(after)}::timestamptz[])
        with ordinality as w(user_id, token, valid_after, position)
    ), resolved as (
      select w.position, coalesce(w.user_id, s.user_id) as user_id
      from wanted w left join sessions s on w.user_id is null and s.token = w.token and s.expires_at > w.valid_after
    ), markets_held as (
      select id from markets where id = any(${literal(marketIds)}::int[]) order by id for share skip locked
    ), bets_held as (
      select id from bets where id = any(${literal(betIds)}::uuid[]) order by id for update skip locked
    ), wallets_held as (
      select id from user_profiles where id in (select user_id from resolved) order by id
      for no key update skip locked
    )
    select (select array_agg(user_id order by position) from resolved) as users,
           (select array_agg(id) from markets_held) as markets,
           (select array_agg(id::text) from bets_held) as bets,
           (select array_agg(id) from wallets_held) as wallets`;
}
