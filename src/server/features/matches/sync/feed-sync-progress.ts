// One file, several operations: the two counts of a sync (started, finished) are one protocol, kept side by side.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

/**
 * Counts a live sync as started, before it reads the feed, and answers its number. An in-play slip that
 * arrives after this commits waits for a later sync: this one may have read the feed before the bet.
 */
export async function countSyncStarted(db: Db): Promise<number> {
  const { rows } = await db.execute<{ started: string }>(
    sql`update feed_sync_progress set started = started + 1 returning started`,
  );
  return Number(rows[0]!.started);
}

/** Counts sync `number` as finished, once everything it recorded has committed. */
export async function countSyncFinished(db: Db, number: number): Promise<void> {
  await db.execute(sql`update feed_sync_progress set finished = greatest(finished, ${number})`);
}
