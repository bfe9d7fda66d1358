import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { StoredEvent } from './live-events';
import { ownWhileSignedIn, type Viewer } from './own-while-signed-in';
import { readEvents } from './read-events';

/** The catch-up query: events after `afterId` that this viewer may see (null: a visitor), oldest first. */
export function eventsSince(
  db: Db,
  afterId: number,
  viewer: Viewer | null,
  limit = 1000,
): Promise<StoredEvent[]> {
  const own = viewer ? sql` or (${ownWhileSignedIn(viewer)})` : sql``;
  return readEvents(db, sql`id > ${afterId} and (user_id is null${own})`, limit);
}
