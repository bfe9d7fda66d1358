import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { userProfiles } from './auth';
import { isOneOf } from './checks';
// Relative, not '@shared': drizzle-kit loads the schema without the app's path aliases.
import type { NoticeParams } from '../../../shared/contracts/notifications';
import { MIN_BET_RUPEES, QUICK_STAKES_RUPEES } from '../../../shared/constants';
import { DEFAULT_ODDS_CHANGE, NOTIFICATION_KINDS, ODDS_CHANGE_PREFERENCES } from '../../../shared/statuses';

/**
 * What a player wants to be told about, and what their bets do when a price moved. No row: everything
 * on (the default), a reality check every 30 minutes after the first hour of a session (null: off), and
 * DEFAULT_ODDS_CHANGE.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => userProfiles.id),
    betResults: boolean('bet_results').notNull().default(true),
    matchReminders: boolean('match_reminders').notNull().default(true),
    specialOffers: boolean('special_offers').notNull().default(true),
    realityCheckMinutes: integer('reality_check_minutes').default(30),
    /** What the player's bets do when a price moved (ODDS_CHANGE_PREFERENCES). */
    oddsChange: text('odds_change', { enum: ODDS_CHANGE_PREFERENCES }).notNull().default(DEFAULT_ODDS_CHANGE),
    /** The slip's one-click stakes, whole rupees, ascending (QUICK_STAKES_RUPEES until chosen). */
    quickStakes: integer('quick_stakes')
      .array()
      .notNull()
      .default(sql`'{${sql.raw(QUICK_STAKES_RUPEES.join(','))}}'::integer[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'notification_preferences_reality_check_valid',
      sql`${t.realityCheckMinutes} is null or ${t.realityCheckMinutes} in (30, 60)`,
    ),
    check('notification_preferences_odds_change_valid', isOneOf(t.oddsChange, ODDS_CHANGE_PREFERENCES)),
    check(
      'notification_preferences_quick_stakes_valid',
      sql`cardinality(${t.quickStakes}) = ${sql.raw(String(QUICK_STAKES_RUPEES.length))} and ${sql.raw(String(MIN_BET_RUPEES))} <= all(${t.quickStakes})`,
    ),
  ],
);

/**
 * A player's notifications, newest first. `dedupe_key` makes a notice that must go once (a match
 * reminder: once per player and match) idempotent whatever job retries or instances run.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => userProfiles.id),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** What it says, as a code with parameters (@shared/contracts/notifications). */
    params: jsonb('params').$type<NoticeParams>().notNull(),
    link: text('link'),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    check('notifications_kind_valid', isOneOf(t.kind, NOTIFICATION_KINDS)),
    unique('notifications_user_key_unique').on(t.userId, t.dedupeKey),
    index('notifications_user_idx').on(t.userId, t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
