import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export async function pruneEvents(db: Db, olderThanMinutes: number) {
  await db.execute(
    sql`delete from live_events where created_at < now() - make_interval(mins => ${olderThanMinutes})`,
  );
}
