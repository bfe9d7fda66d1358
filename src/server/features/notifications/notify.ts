// Notifications: stored per player, filtered by their preferences when created, and pushed over the
// event stream. Other features hand their notices to notify() inside their own transaction, so a notice
// exists exactly when what it tells of has committed.
import { sql } from 'drizzle-orm';
import type { NotificationKind } from '@shared/statuses';
import type { Db } from '../../db/client';
import type { LiveEvent } from '../../realtime/live-events';

export interface Notice {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link?: string | null;
  /** Set when the notice must go at most once (e.g. a match reminder per player and match). */
  dedupeKey?: string | null;
}

/** Which preference lets each kind through (WITHDRAWAL: none, a player is always told about their money). */
const PREFERENCE_OF_KIND = sql`case n.kind
    when 'BET_RESULT' then coalesce(p.bet_results, true)
    when 'MATCH_REMINDER' then coalesce(p.match_reminders, true)
    when 'OFFER' then coalesce(p.special_offers, true)
    else true end`;

/**
 * Stores the notices the players' preferences let through (a dedupe key already used is skipped) and
 * returns the live events that push them; the caller emits them with its own, after commit.
 */
export async function notify(tx: Db, notices: Notice[]): Promise<LiveEvent[]> {
  if (notices.length === 0) return [];
  const column = <K extends keyof Notice>(key: K) => sql.param(notices.map((n) => n[key] ?? null));
  const { rows } = await tx.execute<{ id: number; user_id: string; kind: string; title: string }>(sql`
    insert into notifications (user_id, kind, title, body, link, dedupe_key)
    select n.user_id, n.kind, n.title, n.body, n.link, n.dedupe_key
    from unnest(${column('userId')}::text[], ${column('kind')}::text[], ${column('title')}::text[],
                ${column('body')}::text[], ${column('link')}::text[], ${column('dedupeKey')}::text[])
      as n(user_id, kind, title, body, link, dedupe_key)
    left join notification_preferences p on p.user_id = n.user_id
    where ${PREFERENCE_OF_KIND}
    on conflict (user_id, dedupe_key) do nothing
    returning id::int, user_id, kind, title`);
  return rows.map((r) => ({
    topic: 'notification',
    userId: r.user_id,
    payload: { id: Number(r.id), kind: r.kind, title: r.title },
  }));
}
