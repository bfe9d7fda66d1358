import { sql } from 'drizzle-orm';
import type { NotificationList, Preferences, SavePreferences } from '@shared/contracts/notifications';
import type { NotificationKind } from '@shared/statuses';
import type { Db } from '../../db/client';

const LATEST = 30;

/** The player's latest notifications, newest first, and how many are unread in all. */
export async function listNotifications(db: Db, userId: string): Promise<NotificationList> {
  const { rows } = await db.execute<{
    id: number;
    kind: NotificationKind;
    title: string;
    body: string;
    link: string | null;
    created_at: string;
    read: boolean;
    unread: number;
  }>(sql`
    select n.id::int, n.kind, n.title, n.body, n.link, to_json(n.created_at)#>>'{}' as created_at,
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
        title: r.title,
        body: r.body,
        link: r.link,
        createdAt: new Date(r.created_at).toISOString(),
        read: r.read,
      })),
    unread: Number(rows[0]?.unread ?? 0),
  };
}

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

const DEFAULTS: Preferences = {
  betResults: true,
  matchReminders: true,
  specialOffers: true,
  realityCheckMinutes: 30,
};

export async function getPreferences(db: Db, userId: string): Promise<Preferences> {
  const { rows } = await db.execute<{
    bet_results: boolean;
    match_reminders: boolean;
    special_offers: boolean;
    reality_check_minutes: 30 | 60 | null;
  }>(sql`
    select bet_results, match_reminders, special_offers, reality_check_minutes
    from notification_preferences where user_id = ${userId}`);
  const row = rows[0];
  return row
    ? {
        betResults: row.bet_results,
        matchReminders: row.match_reminders,
        specialOffers: row.special_offers,
        realityCheckMinutes: row.reality_check_minutes,
      }
    : DEFAULTS;
}

/** Saves the toggles, and the reality check's interval when given (else it stays as it was). */
export async function savePreferences(
  db: Db,
  userId: string,
  preferences: SavePreferences,
): Promise<Preferences> {
  const interval = preferences.realityCheckMinutes;
  const keepInterval = interval === undefined;
  await db.execute(sql`
    insert into notification_preferences (user_id, bet_results, match_reminders, special_offers,
                                          reality_check_minutes)
    values (${userId}, ${preferences.betResults}, ${preferences.matchReminders}, ${preferences.specialOffers},
            ${keepInterval ? DEFAULTS.realityCheckMinutes : interval})
    on conflict (user_id) do update
    set bet_results = excluded.bet_results, match_reminders = excluded.match_reminders,
        special_offers = excluded.special_offers,
        reality_check_minutes = case when ${keepInterval} then notification_preferences.reality_check_minutes
                                     else excluded.reality_check_minutes end,
        updated_at = now()`);
  return getPreferences(db, userId);
}
