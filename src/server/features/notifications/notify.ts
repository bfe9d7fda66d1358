// Notifications: stored per player, filtered by their preferences when created, and pushed over the
// event stream. Other features hand their notices to notify() inside their own transaction, so a notice
// exists exactly when what it tells of has committed.
import { sql } from 'drizzle-orm';
import type { NoticeParams } from '@shared/contracts/notifications';
import type { NotificationKind } from '@shared/statuses';
import type { Db } from '../../db/client';
import type { LiveEvent } from '../../realtime/live-events';

/** What a notice says: a code with its parameters, worded in the reader's language when read. */
export type NoticeCode = Exclude<NoticeParams, { code: 'TEXT' }>;

export interface Notice {
  userId: string;
  params: NoticeCode;
  link?: string | null;
  /** Set when the notice must go at most once (e.g. a match reminder per player and match). */
  dedupeKey?: string | null;
}

/** The kind of each code: which list it is in, and which preference lets it through. */
const KIND_OF_CODE: Record<NoticeCode['code'], NotificationKind> = {
  BET_WON: 'BET_RESULT',
  BET_LOST: 'BET_RESULT',
  BET_VOID: 'BET_RESULT',
  AUTO_CASH_OUT: 'BET_RESULT',
  MATCH_REMINDER: 'MATCH_REMINDER',
  WALLET_BELOW_ZERO: 'WALLET_BELOW_ZERO',
  WITHDRAWAL_PAID: 'WITHDRAWAL',
  WITHDRAWAL_REJECTED: 'WITHDRAWAL',
  WITHDRAWAL_FAILED: 'WITHDRAWAL',
};

/** Which preference lets each kind through (WITHDRAWAL: none, a player is always told about their money). */
const PREFERENCE_OF_KIND = sql`case n.kind
    when 'BET_RESULT' then coalesce(p.bet_results, true)
    when 'MATCH_REMINDER' then coalesce(p.match_reminders, true)
    when 'OFFER' then coalesce(p.special_offers, true)
    else true end`;

/**
 * Stores the notices the players' preferences let through, as codes with parameters (a dedupe key
 * already used is skipped), and returns the live events that push them; the caller emits them
 * with its own, after commit.
 */
export async function notify(tx: Db, notices: Notice[]): Promise<LiveEvent[]> {
  if (notices.length === 0) return [];
  const column = (value: (n: Notice) => string | null | undefined) =>
    sql.param(notices.map((n) => value(n) ?? null));
  const { rows } = await tx.execute<{ id: number; user_id: string; kind: string }>(sql`
    insert into notifications (user_id, kind, params, link, dedupe_key)
    select n.user_id, n.kind, n.params, n.link, n.dedupe_key
    from unnest(${column((n) => n.userId)}::text[], ${column((n) => KIND_OF_CODE[n.params.code])}::text[],
                ${column((n) => JSON.stringify(n.params))}::jsonb[],
                ${column((n) => n.link)}::text[], ${column((n) => n.dedupeKey)}::text[])
      as n(user_id, kind, params, link, dedupe_key)
    left join notification_preferences p on p.user_id = n.user_id
    where ${PREFERENCE_OF_KIND}
    on conflict (user_id, dedupe_key) do nothing
    returning id::int, user_id, kind`);
  return rows.map((r) => ({
    topic: 'notification',
    userId: r.user_id,
    payload: { id: Number(r.id), kind: r.kind },
  }));
}
