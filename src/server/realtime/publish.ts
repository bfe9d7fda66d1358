import { sql } from 'drizzle-orm';
import type { LiveEventPayloads, LiveTopic } from '@shared/contracts/live';
import type { Db } from '../db/client';

export const LIVE_CHANNEL = 'ipl_live';
/** NOTIFY payloads must stay under 8000 bytes; larger events travel as a reference and are read back. */
const INLINE_LIMIT = 7000;

export type LiveEvent<T extends LiveTopic = LiveTopic> = {
  topic: T;
  userId?: string | null;
  payload: LiveEventPayloads[T];
};

/**
 * Records events and notifies every app instance, in the caller's transaction when given one
 * (NOTIFY is delivered on commit, so a rolled-back change is never announced). One statement per batch.
 */
export async function publish(db: Db, events: LiveEvent[]) {
  if (events.length === 0) return;
  const topics = events.map((e) => e.topic);
  const users = events.map((e) => e.userId ?? null);
  const payloads = events.map((e) => JSON.stringify(e.payload));
  const [before, after] = LIVE_EVENT_CTES;
  await db.execute(sql`
    with ${sql.raw(before)}
      select topic, user_id, payload::jsonb as payload
      from unnest(${sql.param(topics)}::text[], ${sql.param(users)}::text[], ${sql.param(payloads)}::text[])
           as e(topic, user_id, payload)
    ${sql.raw(after)}
    select count(*) from live_notified`);
}

/**
 * The same recording and NOTIFY as two CTEs, for a statement that makes its events itself (bet
 * placement publishes in the statement that debits): the SQL text before and after a query that
 * selects (topic, user_id, payload jsonb) in order. Defines `live_inserted` and `live_notified`; the
 * statement must read `live_notified` (e.g. `(select count(*) from live_notified)`), or PostgreSQL
 * never evaluates it.
 */
export const LIVE_EVENT_CTES: readonly [string, string] = [
  `live_inserted as (
      insert into live_events (topic, user_id, payload)
      select topic, user_id, payload from (`,
  `) as e
      returning id, topic, user_id, payload
    ), live_notified as (
      select pg_notify('${LIVE_CHANNEL}', case
        when octet_length(payload::text) < ${INLINE_LIMIT}
          then json_build_object('id', id, 'topic', topic, 'userId', user_id, 'payload', payload)::text
        else json_build_object('id', id, 'ref', true)::text end)
      from live_inserted
    )`,
];

/** The catch-up query: events after `afterId` that this viewer may see, oldest first. */
export async function eventsSince(db: Db, afterId: number, userId: string | null, limit = 1000) {
  const rows = await db.execute<{
    id: string;
    topic: LiveTopic;
    user_id: string | null;
    payload: unknown;
  }>(sql`
    select id, topic, user_id, payload from live_events
    where id > ${afterId} and (user_id is null or user_id = ${userId})
    order by id limit ${limit}`);
  return rows.rows.map((r) => ({ id: Number(r.id), topic: r.topic, userId: r.user_id, payload: r.payload }));
}

export async function pruneEvents(db: Db, olderThanMinutes: number) {
  await db.execute(
    sql`delete from live_events where created_at < now() - make_interval(mins => ${olderThanMinutes})`,
  );
}
