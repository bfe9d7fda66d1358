// Live events are recorded in the transaction of the change they describe (so a rolled-back change is
// never announced, and a committed one is never lost), then announced after commit (announcer.ts), so
// no money transaction waits on NOTIFY's database-wide commit lock. See docs/decisions/0007.
import { sql, type SQL } from 'drizzle-orm';
import type { LiveEventPayloads, LiveTopic } from '@shared/contracts/live';
import type { Db } from '../db/client';
import { announce } from './announcer';

/**
 * An event for everyone (no userId), for one user (userId), or for every admin (audience 'admins':
 * recorded once per admin, so each admin's own stream receives it like a private event and catch-up
 * by Last-Event-ID needs nothing new).
 */
export type LiveEvent<T extends LiveTopic = LiveTopic> = {
  [K in T]: { topic: K; userId?: string | null; audience?: 'admins'; payload: LiveEventPayloads[K] };
}[T];

/** An event as recorded: its id orders it and is what a client's Last-Event-ID names. */
export interface StoredEvent {
  id: number;
  topic: LiveTopic;
  userId: string | null;
  payload: unknown;
}

export type Emit = (...events: LiveEvent[]) => void;

/**
 * Runs `work` in one transaction. The events it emits are recorded in that transaction, just before it
 * commits, and announced to every app instance once it has committed (awaited, so a read after this
 * returns sees them applied to every instance's caches: see LiveEventSource.sync()).
 */
export async function transactionWithEvents<T>(db: Db, work: (tx: Db, emit: Emit) => Promise<T>): Promise<T> {
  let stored: StoredEvent[] = [];
  const result = await db.transaction(async (tx) => {
    const events: LiveEvent[] = [];
    const value = await work(tx, (...more) => void events.push(...more));
    stored = await recordEvents(tx, events);
    return value;
  });
  await announce(db, stored);
  return result;
}

/** Records events and announces them after commit, outside any transaction of the caller's. */
export async function publish(db: Db, events: LiveEvent[]) {
  await transactionWithEvents(db, async (_tx, emit) => emit(...events));
}

async function recordEvents(tx: Db, events: LiveEvent[]): Promise<StoredEvent[]> {
  if (events.length === 0) return [];
  const { rows } = await tx.execute<{ live_events: StoredEvent[] }>(sql`
    with ${recordEventsCte(sql`
      with e as (
        select * from unnest(${sql.param(events.map((e) => e.topic))}::text[],
                             ${sql.param(events.map((e) => e.userId ?? null))}::text[],
                             ${sql.param(events.map((e) => JSON.stringify(e.payload)))}::jsonb[],
                             ${sql.param(events.map((e) => e.audience ?? null))}::text[])
          with ordinality as e(topic, user_id, payload, audience, n))
      select topic, user_id, payload from (
        select e.n, e.topic, e.user_id, e.payload from e where e.audience is null
        union all
        select e.n, e.topic, r.user_id, e.payload from e join admin_roles r on e.audience = 'admins'
      ) expanded order by n`)}
    select ${recordedEventsColumn}`);
  return rows[0]!.live_events;
}

/**
 * For a statement that makes its events itself (bet placement, in the statement that debits): the CTE
 * `live_recorded` inserts what `source` selects (topic, user_id, payload jsonb). It runs whether or not
 * the statement reads it; select `recordedEventsColumn` and pass the rows to announce() after commit.
 * (An event recorded but never announced is still found by every instance's sweep, seconds later.)
 */
export function recordEventsCte(source: SQL): SQL {
  return sql`live_recorded as (
    insert into live_events (topic, user_id, payload)
    select e.topic, e.user_id, e.payload from (${source}) e
    returning id, topic, user_id, payload
  )`;
}

/** The recorded events as a JSON array, oldest first: the `live_events` column. */
export const recordedEventsColumn = sql`(
  select coalesce(json_agg(json_build_object('id', id, 'topic', topic, 'userId', user_id, 'payload', payload)
                           order by id), '[]')
  from live_recorded) as live_events`;

/**
 * Recorded events matching `where`, oldest first: the one read of live_events, for the catch-up of a
 * stream and for the hub's replay and read-back.
 */
export async function readEvents(db: Db, where: SQL, limit?: number): Promise<StoredEvent[]> {
  const { rows } = await db.execute<{
    id: string;
    topic: LiveTopic;
    user_id: string | null;
    payload: unknown;
  }>(sql`
    select id, topic, user_id, payload from live_events
    where ${where}
    order by id${limit === undefined ? sql`` : sql` limit ${limit}`}`);
  return rows.map((r) => ({ id: Number(r.id), topic: r.topic, userId: r.user_id, payload: r.payload }));
}

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
const ownWhileSignedIn = (viewer: Viewer) => sql`user_id = ${viewer.userId} and exists (
  select 1 from sessions s where s.id = ${viewer.id} and s.user_id = ${viewer.userId} and s.expires_at > now())`;

/** The catch-up query: events after `afterId` that this viewer may see (null: a visitor), oldest first. */
export function eventsSince(
  db: Db,
  afterId: number,
  viewer: Viewer | null,
  limit = 1000,
): Promise<StoredEvent[]> {
  const own = viewer ? sql` or (${ownWhileSignedIn(viewer)})` : sql``;
  return readEvents(db, sql`id > ${afterId} and (user_id is null${own})`, limit);
}

/** How far back a reconnecting player's own events are sent again (see ownEventsCommittedLate). */
const LATE_COMMIT_WINDOW_SECONDS = 60;

/**
 * The player's own events recorded in the last minute with an id at or below `atOrBelowId`. Ids are
 * taken when a row is inserted, not when its transaction commits, so an event of theirs can become
 * visible (and be announced while they are between streams) after their client has seen a higher id:
 * the catch-up from that id alone would never send it.
 */
export function ownEventsCommittedLate(db: Db, atOrBelowId: number, viewer: Viewer): Promise<StoredEvent[]> {
  return readEvents(
    db,
    sql`${ownWhileSignedIn(viewer)} and id <= ${atOrBelowId}
      and created_at > clock_timestamp() - make_interval(secs => ${LATE_COMMIT_WINDOW_SECONDS})`,
  );
}

export async function pruneEvents(db: Db, olderThanMinutes: number) {
  await db.execute(
    sql`delete from live_events where created_at < now() - make_interval(mins => ${olderThanMinutes})`,
  );
}
