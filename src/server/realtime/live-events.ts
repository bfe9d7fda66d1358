// Live events are recorded in the transaction of the change they describe (so a rolled-back change is
// never announced, and a committed one is never lost), then announced after commit (announcer.ts), so
// no money transaction waits on NOTIFY's database-wide commit lock. See docs/decisions/0007.
import { sql } from 'drizzle-orm';
import type { LiveEventPayloads, LiveTopic } from '@shared/contracts/live';
import type { Db } from '../db/client';
import { announce } from './announcer';
import { recordedEventsColumn, recordEventsCte } from './record-events-cte';

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
