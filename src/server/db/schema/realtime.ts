import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { userProfiles } from './auth';

/**
 * Pushed events, recorded in the transaction of the change they describe, and kept briefly so a
 * reconnecting client catches up from its Last-Event-ID. After commit, NOTIFY carries them to every
 * app instance (realtime/announcer.ts); this table is also how an instance finds one it missed.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    /** null: public (scores, odds); else only that player's streams receive it (balance, bets). */
    userId: text('user_id').references(() => userProfiles.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    /** When the row was written (not when its transaction began): the sweep's grace period counts from it. */
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('live_events_created_idx').on(t.createdAt)],
);
