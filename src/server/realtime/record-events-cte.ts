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

/** The recorded events as a JSON array, oldest first: the `live_events` column. */
export const recordedEventsColumn = sql`(
  select coalesce(json_agg(json_build_object('id', id, 'topic', topic, 'userId', user_id, 'payload', payload)
                           order by id), '[]')
  from live_recorded) as live_events`;
