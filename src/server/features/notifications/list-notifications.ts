import { sql } from 'drizzle-orm';
import type { NoticeParams, NotificationList } from '@shared/contracts/notifications';
import type { NotificationKind } from '@shared/statuses';
import type { Db } from '../../db/client';

const LATEST = 30;

/** The player's latest notifications, newest first, and how many are unread in all. */
export async function listNotifications(db: Db, userId: string): Promise<NotificationList> {
  const { rows } = await db.execute<{
    id: number;
    kind: NotificationKind;
    params: NoticeParams;
    link: string | null;
    created_at: string;
    read: boolean;
    unread: number;
  }>(sql`
    select n.id::int, n.kind, n.params, n.link, to_json(n.created_at)#>>'{}' as created_at,
           n.read_at is not null as read,
           (select count(*)::int from notifications u where u.user_id = ${userId} and u.read_at is null) as unread
    from (select 1) one
    left join lateral (
      select * from notifications where user_id = ${userId} order by id desc limit ${LATEST}
    ) n on true`);
  return {
    notifications: rows
      .filter((r) => r.id !== null)
      .map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        params: r.params,
        link: r.link,
        createdAt: new Date(r.created_at).toISOString(),
        read: r.read,
      })),
    unread: Number(rows[0]?.unread ?? 0),
  };
}
