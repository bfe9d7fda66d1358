import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { userProfiles } from './auth';

/**
 * Pushed events, kept briefly so a reconnecting client catches up from its Last-Event-ID.
 * NOTIFY carries each one to every app instance; this table is the replay log (pruned by a job).
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    /** null: public (scores, odds); else only that player's streams receive it (balance, bets). */
    userId: text('user_id').references(() => userProfiles.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_events_created_idx').on(t.createdAt)],
);
