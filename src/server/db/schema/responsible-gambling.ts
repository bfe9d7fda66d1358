import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { userProfiles } from './auth';
import { isOneOf } from './checks';
// Relative, not '@shared': drizzle-kit loads the schema without the app's path aliases.
import {
  BETTING_BREAK_KINDS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
} from '../../../shared/statuses';

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

/**
 * Every change a player asks of a betting limit, kept with its times (the audit). The limit in force for
 * a kind and period is the latest change already effective and not cancelled; amount null means none.
 * A raise or removal takes effect 24 hours after it was asked; until then it is pending, and the player
 * may cancel it (cancelled_at). Only set-limit.ts and cancel-pending-limit.ts in
 * src/server/features/responsible-gambling write it.
 */
export const bettingLimitChanges = pgTable(
  'betting_limit_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => userProfiles.id),
    kind: text('kind', { enum: LIMIT_KINDS }).notNull(),
    period: text('period', { enum: LIMIT_PERIODS }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'bigint' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    check('betting_limit_changes_kind_valid', isOneOf(t.kind, LIMIT_KINDS)),
    check('betting_limit_changes_period_valid', isOneOf(t.period, LIMIT_PERIODS)),
    check('betting_limit_changes_amount_positive', sql`${t.amountPaise} is null or ${t.amountPaise} > 0`),
    check('betting_limit_changes_effective_after_request', sql`${t.effectiveAt} >= ${t.requestedAt}`),
    index('betting_limit_changes_user_idx').on(t.userId, t.effectiveAt.desc()),
  ],
);
