import { sql } from 'drizzle-orm';
import type { OddsChangedDetails } from '@shared/contracts/bets';
import type { Db } from '../../db/client';
import { FEED_STALE_AFTER_SECONDS, waitForFeed } from '../matches/sync/wait-for-feed';
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

/** Slips an instance resolves at once (each one short transaction), so a burst leaves connections to the rest. */
const RESOLVING_AT_ONCE = 4;
let resolving = 0;
const queued: (() => void)[] = [];

/**
 * The slip's outcome once its delay has ended: it waits (no connection, no transaction: waitForFeed)
 * until its held_until has passed and a feed sync that started after it arrived has finished, then is
 * resolved under its row lock. Whichever request or instance resolves it first decides; the others read
 * what it decided.
 */
export async function heldSlipOutcome(db: Db, slip: HeldSlip): Promise<ResolvedSlip> {
  for (;;) {
    await waitForFeed(db, { until: slip.heldUntil, syncsStartedBefore: slip.syncsStartedBefore });
    const outcome = await oneAtATime(() => resolvedOutcome(db, slip.id, new Date()));
    if (outcome) return outcome;
  }
}

async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (resolving >= RESOLVING_AT_ONCE) await new Promise<void>((start) => queued.push(start));
  resolving++;
  try {
    return await work();
  } finally {
    resolving--;
    queued.shift()?.();
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
