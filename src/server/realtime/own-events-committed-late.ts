import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { StoredEvent } from './live-events';
import { ownWhileSignedIn, type Viewer } from './own-while-signed-in';
import { readEvents } from './read-events';

/** How far back a reconnecting player's own events are sent again (see ownEventsCommittedLate). */
const LATE_COMMIT_WINDOW_SECONDS = 60;

/**
 * The player's own events recorded in the last minute with an id at or below `atOrBelowId`. Ids are
 * taken when a row is inserted, not when its transaction commits, so an event of theirs can become
 * visible (and be announced while they are between streams) after their client has seen a higher id:
 * the catch-up from that id alone would never send it.
 */
export function ownEventsCommittedLate(db: Db, atOrBelowId: number, viewer: Viewer): Promise<StoredEvent[]> {
  return readEvents(
    db,
    sql`${ownWhileSignedIn(viewer)} and id <= ${atOrBelowId}
      and created_at > clock_timestamp() - make_interval(secs => ${LATE_COMMIT_WINDOW_SECONDS})`,
  );
}
