import { sql } from 'drizzle-orm';

/** Whose private events a stream's catch-up may read: a user, through the session that opened it. */
export interface Viewer {
  userId: string;
  /** sessions.id */
  id: string;
}

/**
 * The viewer's events, while their session lives: checked in the reading statement, so an event that
 * committed after the session ended (in a snapshot without it) is never read for it.
 */
export const ownWhileSignedIn = (viewer: Viewer) => sql`user_id = ${viewer.userId} and exists (
  select 1 from sessions s where s.id = ${viewer.id} and s.user_id = ${viewer.userId} and s.expires_at > now())`;
