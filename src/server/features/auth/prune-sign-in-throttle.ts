import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Forgets windows that ended long ago (a job). */
export async function pruneSignInThrottle(db: Db, olderThanSeconds: number) {
  await db.execute(
    sql`delete from sign_in_throttle where window_started_at < now() - make_interval(secs => ${olderThanSeconds})`,
  );
}
