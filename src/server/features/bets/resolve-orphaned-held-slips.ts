import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resolvedOutcome } from './resolved-outcome';

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
