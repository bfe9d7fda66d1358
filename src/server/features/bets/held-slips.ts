import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { OddsChangedDetails } from '@shared/contracts/bets';
import type { Db } from '../../db/client';
import { poolOf } from '../../db/pool-of';
import { selectBets } from './bet-view';
import { resolveHeldSlip, type HeldSlipOutcome } from './resolve-held-slip';

/** A held slip as its placement left it: what its delay waits for. */
export interface HeldSlip {
  id: string;
  heldUntil: Date;
  syncsStartedBefore: number;
}

/** A held slip once its delay has ended. */
export type ResolvedSlip = Exclude<HeldSlipOutcome, { state: 'WAITING' }>;

/** With no feed sync confirming the score this long after its delay, a held slip is refused FEED_STALE. */
export const FEED_STALE_AFTER_SECONDS = 30;
/** How often an instance looks at the slips it waits on, while it waits on any. */
const CHECK_EVERY_MS = 100;
/** Slips resolved at once (each one short transaction), so a burst leaves connections to the rest. */
const RESOLVING_AT_ONCE = 4;

interface Waiting extends HeldSlip {
  waiters: { resolve: (slip: ResolvedSlip) => void; reject: (error: unknown) => void }[];
}

/**
 * The held slips an instance waits on. A waiting slip costs a map entry and its request's promise: no
 * connection, no transaction, no timer of its own. One timer, while any slip waits, reads how many feed
 * syncs have finished (one query) and resolves the slips that are due: their held_until has passed and a
 * sync that started after they arrived has finished, or none has in FEED_STALE_AFTER_SECONDS. Whichever
 * instance resolves a slip first, under its row lock, decides it; the others read what it decided.
 */
class HeldSlips {
  private readonly waiting = new Map<string, Waiting>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly db: Db) {}

  /** The slip's outcome once its delay ends (at once if it already has). */
  outcome(slip: HeldSlip): Promise<ResolvedSlip> {
    return new Promise((resolve, reject) => {
      const entry = this.waiting.get(slip.id) ?? { ...slip, waiters: [] };
      entry.waiters.push({ resolve, reject });
      this.waiting.set(slip.id, entry);
      this.timer ??= setTimeout(() => void this.check(), CHECK_EVERY_MS).unref();
    });
  }

  /** How many slips this instance waits on (the benchmark's and the operator's figure). */
  get size() {
    return this.waiting.size;
  }

  private async check() {
    const finished = await syncsFinished(poolOf(this.db)).catch(() => null);
    // null: the database is away (a failover); the slips wait for the next check, as a sync would.
    if (finished !== null) {
      const now = Date.now();
      const due = [...this.waiting.values()].filter(
        (slip) =>
          slip.heldUntil.getTime() <= now &&
          (finished > slip.syncsStartedBefore ||
            slip.heldUntil.getTime() + FEED_STALE_AFTER_SECONDS * 1000 <= now),
      );
      for (let i = 0; i < due.length; i += RESOLVING_AT_ONCE)
        await Promise.all(due.slice(i, i + RESOLVING_AT_ONCE).map((slip) => this.resolve(slip)));
    }
    this.timer = this.waiting.size > 0 ? setTimeout(() => void this.check(), CHECK_EVERY_MS).unref() : null;
  }

  private async resolve(slip: Waiting) {
    let outcome: ResolvedSlip | null;
    try {
      outcome = await resolvedOutcome(this.db, slip.id, new Date());
    } catch (error) {
      this.waiting.delete(slip.id);
      for (const waiter of slip.waiters) waiter.reject(error);
      return;
    }
    if (!outcome) return;
    this.waiting.delete(slip.id);
    for (const waiter of slip.waiters) waiter.resolve(outcome);
  }
}

/** Resolves the slip if it is due (null if it still waits), or reads how it was resolved before. */
async function resolvedOutcome(db: Db, slipId: string, now: Date): Promise<ResolvedSlip | null> {
  const outcome = await resolveHeldSlip(db, slipId, now, FEED_STALE_AFTER_SECONDS);
  if (outcome === 'GONE') return resolvedBefore(db, slipId);
  return outcome.state === 'WAITING' ? null : outcome;
}

/** How a slip resolved earlier (by another request or instance) ended. */
async function resolvedBefore(db: Db, slipId: string): Promise<ResolvedSlip> {
  const { rows } = await db.execute<{
    user_id: string;
    refusal_reason: Extract<ResolvedSlip, { state: 'REFUSED' }>['reason'] | null;
    refusal_details: { changes?: OddsChangedDetails['changes'] } | null;
  }>(sql`select user_id, refusal_reason, refusal_details from bet_slips where id = ${slipId}`);
  const slip = rows[0]!;
  if (slip.refusal_reason)
    return {
      state: 'REFUSED',
      userId: slip.user_id,
      reason: slip.refusal_reason,
      changes: slip.refusal_details?.changes ?? null,
    };
  return {
    state: 'PLACED',
    userId: slip.user_id,
    bets: await selectBets(db, sql`b.slip_id = ${slipId}`, sql`b.placed_at, b.id`),
  };
}

async function syncsFinished(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ finished: string }>('select finished from feed_sync_progress');
  return Number(rows[0]?.finished ?? 0);
}

const registries = new WeakMap<pg.Pool, HeldSlips>();

/** The held slips this instance waits on, for the database `db` (one registry per pool). */
export function heldSlipsOf(db: Db): HeldSlips {
  const pool = poolOf(db);
  let registry = registries.get(pool);
  if (!registry) registries.set(pool, (registry = new HeldSlips(db)));
  return registry;
}

/** A held slip still unresolved this long after its delay has no instance waiting on it. */
const ORPHANED_AFTER_SECONDS = 10;

/**
 * Resolves the held slips nobody waits on any more (their instance stopped), oldest first, and answers
 * how many it resolved. One still short of a sync waits for the next sweep, or is refused FEED_STALE.
 */
export async function resolveOrphanedHeldSlips(db: Db, limit = 200): Promise<number> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select id from bet_slips
    where held_until is not null and resolved_at is null
      and held_until < now() - ${ORPHANED_AFTER_SECONDS} * interval '1 second'
    order by held_until
    limit ${limit}`);
  let resolved = 0;
  for (const { id } of rows) if (await resolvedOutcome(db, id, new Date())) resolved++;
  return resolved;
}
