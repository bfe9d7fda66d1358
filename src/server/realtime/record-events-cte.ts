// One file, several operations: the CTE that records a statement's events and the columns that read them back,
// kept in step with it.
import { sql, type SQL } from 'drizzle-orm';

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

/** The recorded events of `where` (over a live_recorded row) as a JSON array, oldest first. */
const recordedEvents = (where: SQL) => sql`(
  select coalesce(json_agg(json_build_object('id', id, 'topic', topic, 'userId', user_id, 'payload', payload)
                           order by id), '[]')
  from live_recorded where ${where}) as live_events`;

/** The recorded events as a JSON array, oldest first: the `live_events` column. */
export const recordedEventsColumn = recordedEvents(sql`true`);

/** The `live_events` column of a statement that writes for several players: those of `userId`'s. */
export const recordedEventsOf = (userId: SQL) => recordedEvents(sql`user_id = ${userId}`);
