import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { userProfiles } from './auth';
import { isOneOf } from './checks';
// Relative, not '@shared': drizzle-kit loads the schema without the app's path aliases.
import { BETTING_BREAK_KINDS, SELF_EXCLUSION_PERIODS, TIME_OUT_PERIODS } from '../../../shared/statuses';

/**
 * Time-outs and self-exclusions, append-only (each request is kept with its time). A player is on a
 * break while any row's ends_at is in the future; a shorter new one never shortens an earlier one.
 */
export const bettingBreaks = pgTable(
  'betting_breaks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => userProfiles.id),
    kind: text('kind', { enum: BETTING_BREAK_KINDS }).notNull(),
    period: text('period').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('betting_breaks_kind_valid', isOneOf(t.kind, BETTING_BREAK_KINDS)),
    check(
      'betting_breaks_period_valid',
      sql`(${t.kind} = 'TIME_OUT' and ${isOneOf(t.period, TIME_OUT_PERIODS)}) or (${t.kind} = 'SELF_EXCLUSION' and ${isOneOf(t.period, SELF_EXCLUSION_PERIODS)})`,
    ),
    check('betting_breaks_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    index('betting_breaks_user_ends_idx').on(t.userId, t.endsAt.desc()),
  ],
);
