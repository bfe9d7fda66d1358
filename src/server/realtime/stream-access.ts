import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { SubscriberRegistry } from './subscribers';

/**
 * How often an instance checks its open streams' sessions and admin roles against the database. Ended
 * sessions and removed roles are announced at once (event-source.ts, ACCESS_CHANNEL); this check is the
 * backstop for a notice never heard, ends streams whose session expired, and keeps each stream's expiry
 * as the database has it (a session in use is extended).
 */
export const ACCESS_CHECK_MS = 2000;

/** One query for all of this instance's signed-in streams: their sessions that still live, and the admins. */
export async function checkStreamAccess(db: Db, subscribers: SubscriberRegistry) {
  const asked = subscribers.openAccess();
  if (asked.sessions.length === 0) return;
  const { rows } = await db.execute<{
    kind: 'session' | 'admin';
    key: string;
    expires_ms: number | null;
  }>(sql`
    select 'session' as kind, id as key, (extract(epoch from expires_at) * 1000)::float8 as expires_ms
      from sessions
      where id = any(${sql.param(asked.sessions)}::text[]) and expires_at > now()
    union all
    select 'admin', user_id, null from admin_roles where user_id = any(${sql.param(asked.admins)}::text[])`);
  const live = new Map<string, number>();
  const admins = new Set<string>();
  for (const row of rows) {
    if (row.kind === 'session') live.set(row.key, Number(row.expires_ms));
    else admins.add(row.key);
  }
  subscribers.confirmAccess(asked, live, admins);
}
