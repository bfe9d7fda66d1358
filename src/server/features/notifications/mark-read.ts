import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Marks the player's own notifications among `ids` read; returns how many stay unread. */
export async function markRead(db: Db, userId: string, ids: number[]): Promise<{ unread: number }> {
  const { rows } = await db.execute<{ unread: number }>(sql`
    with marked as (
      update notifications set read_at = now()
      where user_id = ${userId} and id = any(${sql.param(ids)}::bigint[]) and read_at is null
      returning id
    )
    select (select count(*)::int from notifications where user_id = ${userId} and read_at is null)
           - (select count(*)::int from marked) as unread`);
  return { unread: Number(rows[0]!.unread) };
}
