import { sql, type SQL } from 'drizzle-orm';
import type { LiveTopic } from '@shared/contracts/live';
import type { Db } from '../db/client';
import type { StoredEvent } from './live-events';

/**
 * Recorded events matching `where`, oldest first: the one read of live_events, for the catch-up of a
 * stream and for the hub's replay and read-back.
 */
export async function readEvents(db: Db, where: SQL, limit?: number): Promise<StoredEvent[]> {
  const { rows } = await db.execute<{
    id: string;
    topic: LiveTopic;
    user_id: string | null;
    payload: unknown;
  }>(sql`
    select id, topic, user_id, payload from live_events
    where ${where}
    order by id${limit === undefined ? sql`` : sql` limit ${limit}`}`);
  return rows.map((r) => ({ id: Number(r.id), topic: r.topic, userId: r.user_id, payload: r.payload }));
}
