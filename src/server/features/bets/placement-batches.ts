import pg from 'pg';
import type { PlacementBatching } from './placement-batching';

/** One slip waiting for its batch: who places it, the markets it names, and its statement's values. */
export interface BatchedSlip<Row> {
  /** The player when known; else their session token, checked as the statement would check it. */
  player: { userId: string } | { sessionToken: string; validAfter: Date };
  marketIds: number[];
  /** The statement's parameters in order, for the resolved player. */
  valuesFor: (userId: string) => unknown[];
  /** Settles the slip: its row, or null when it is to be placed on its own. */
  done: (row: Row | null) => void;
}

/**
 * Places slips in batches, each in one transaction of two round trips (ADR 0050), once there is
 * something in flight to batch behind:
 * 1. `begin` and the statement's generic plan; then the batch's sessions are resolved, and its markets
 *    (FOR SHARE) and wallets (FOR NO KEY UPDATE) locked with SKIP LOCKED, so a batch never waits on a
 *    settlement or another batch. A slip whose player, market or wallet was not had is answered null
 *    and placed on its own, waiting its turn as a single placement does;
 * 2. the statement once per remaining slip, by player id and then arrival order (so two batches take
 *    wallets in one order, and one wallet's slips apply in the order they came), then `commit`.
 * If the transaction fails (a deadlock with another writer, an error in one slip), every slip of the
 * batch is answered null and placed on its own: one slip's failure never fails its neighbours.
 */
export class PlacementBatches<Row> {
  private queue: BatchedSlip<Row>[] = [];
  private timer: NodeJS.Timeout | null = null;
  private waited = false;
  private inFlight = 0;
  private readonly prepared = new WeakSet<pg.PoolClient>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly statement: { name: string; text: string },
    private readonly settings: PlacementBatching,
  ) {}

  /**
   * The slip's row: from its batch, or from `alone` when nothing else is in flight (no batch would form,
   * and one round trip answers sooner); null when its batch left it to be placed on its own.
   */
  async place(slip: Omit<BatchedSlip<Row>, 'done'>, alone: () => Promise<Row>): Promise<Row | null> {
    if (this.inFlight === 0 && this.queue.length === 0) {
      this.inFlight += 1;
      try {
        return await alone();
      } finally {
        this.inFlight -= 1;
        this.flushIfDue();
      }
    }
    return new Promise((done) => {
      this.queue.push({ ...slip, done });
      if (this.queue.length === 1) this.startWaiting();
      this.flushIfDue();
    });
  }

  private startWaiting() {
    this.waited = false;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.waited = true;
      this.flushIfDue();
    }, this.settings.waitMs);
  }

  private flushIfDue() {
    while (
      this.queue.length > 0 &&
      this.inFlight < this.settings.lanes &&
      (this.waited || this.queue.length >= this.settings.maxSlips)
    ) {
      const batch = this.queue.splice(0, this.settings.maxSlips);
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
      // What is left has waited as long as the batch's first slip, or longer.
      if (this.queue.length === 0) this.waited = false;
      this.inFlight += 1;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        this.flushIfDue();
      });
    }
    if (this.queue.length > 0 && !this.timer && !this.waited) this.startWaiting();
  }

  private async run(batch: BatchedSlip<Row>[]) {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch {
      for (const slip of batch) slip.done(null);
      return;
    }
    let placed: (Row | undefined)[];
    try {
      placed = await this.placeBatch(client, batch);
    } catch {
      // Closed rather than rolled back: whether the failed round trip prepared the statement is unknown.
      client.release(true);
      for (const slip of batch) slip.done(null);
      return;
    }
    client.release();
    batch.forEach((slip, i) => slip.done(placed[i] ?? null));
  }

  /** Each slip's row, or undefined for a slip left to be placed on its own. */
  private async placeBatch(client: pg.PoolClient, batch: BatchedSlip<Row>[]) {
    // The generic plan: each slip's statement skips its planning (a fifth of its PostgreSQL time).
    const results = (await client.query(
      `begin; set local plan_cache_mode = force_generic_plan; ${lockQuery(batch)}`,
    )) as unknown as pg.QueryResult[];
    const [locks] = results[2]!.rows as {
      users: (string | null)[];
      markets: number[] | null;
      wallets: string[] | null;
    }[];
    const markets = new Set(locks!.markets ?? []);
    const wallets = new Set(locks!.wallets ?? []);
    const runnable = batch
      .map((slip, i) => ({ slip, i, userId: locks!.users[i] ?? null }))
      .filter(
        (s): s is { slip: BatchedSlip<Row>; i: number; userId: string } =>
          s.userId !== null && wallets.has(s.userId) && s.slip.marketIds.every((m) => markets.has(m)),
      )
      .sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : a.i - b.i));
    const rows: (Row | undefined)[] = new Array(batch.length);
    if (runnable.length === 0) {
      await client.query('commit');
      return rows;
    }
    // Its own name: the driver's protocol-level statement of the same text shares the namespace.
    const name = pg.escapeIdentifier(`${this.statement.name}-batched`);
    const prepare = this.prepared.has(client) ? '' : `prepare ${name} as ${this.statement.text}; `;
    const executes = runnable
      .map((s) => `execute ${name}(${s.slip.valuesFor(s.userId).map(literal).join(', ')})`)
      .join('; ');
    const replies = (await client.query(`${prepare}${executes}; commit`)) as unknown as pg.QueryResult[];
    this.prepared.add(client);
    const offset = prepare ? 1 : 0;
    runnable.forEach((s, k) => {
      rows[s.i] = replies[offset + k]!.rows[0] as Row;
    });
    return rows;
  }
}

/**
 * The batch's players by id (a session token resolved as the statement checks it: unexpired after the
 * lean cutoff, else null), and which of its markets and wallets this transaction now holds.
 */
function lockQuery(batch: Pick<BatchedSlip<unknown>, 'player' | 'marketIds'>[]) {
  const tokens = batch.map((s) => ('sessionToken' in s.player ? s.player.sessionToken : null));
  const after = batch.map((s) => ('validAfter' in s.player ? s.player.validAfter.toISOString() : null));
  const ids = batch.map((s) => ('userId' in s.player ? s.player.userId : null));
  const marketIds = [...new Set(batch.flatMap((s) => s.marketIds))];
  return `with wanted as (
      select * from unnest(${literal(ids)}::text[], ${literal(tokens)}::text[], ${literal(after)}::timestamptz[])
        with ordinality as w(user_id, token, valid_after, position)
    ), resolved as (
      select w.position, coalesce(w.user_id, s.user_id) as user_id
      from wanted w left join sessions s on w.user_id is null and s.token = w.token and s.expires_at > w.valid_after
    ), markets_held as (
      select id from markets where id = any(${literal(marketIds)}::int[]) order by id for share skip locked
    ), wallets_held as (
      select id from user_profiles where id in (select user_id from resolved) order by id
      for no key update skip locked
    )
    select (select array_agg(user_id order by position) from resolved) as users,
           (select array_agg(id) from markets_held) as markets,
           (select array_agg(id) from wallets_held) as wallets`;
}

/** A value as an SQL literal of unknown type, which the statement's parameter types then read. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return pg.escapeLiteral(arrayText(value));
  return pg.escapeLiteral(String(value));
}

/** An array in PostgreSQL's text form: every element quoted, null as NULL. */
function arrayText(values: unknown[]): string {
  const element = (v: unknown) =>
    v === null || v === undefined ? 'NULL' : `"${String(v).replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  return `{${values.map(element).join(',')}}`;
}
