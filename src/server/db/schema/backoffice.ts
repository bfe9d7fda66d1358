import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { userProfiles } from './auth';
// Relative, not '@shared': drizzle-kit loads the schema without the app's path aliases.
import { FUNCTION_RUN_SOURCES } from '../../../shared/statuses';
import { isOneOf, withoutControlCharacters } from './checks';

export const demoWinners = pgTable(
  'demo_winners',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'bigint' }).notNull(),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('demo_winners_amount_positive', sql`${t.amountPaise} > 0`),
    index('demo_winners_won_at_idx').on(t.wonAt.desc()),
  ],
);

export const adminActions = pgTable(
  'admin_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: text('admin_id')
      .notNull()
      .references(() => userProfiles.id),
    actionType: text('action_type').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_actions_created_idx').on(t.createdAt.desc())],
);

/**
 * The latest run of each backend function, whoever ran it (see FUNCTION_RUN_SOURCES): written when it
 * starts (finished_at null: running) and when it ends. What the back office shows as its last run.
 */
export const functionRuns = pgTable(
  'function_runs',
  {
    name: text('name').primaryKey(),
    source: text('source', { enum: FUNCTION_RUN_SOURCES }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
    /** Null while running. */
    succeeded: boolean('succeeded'),
    error: text('error'),
  },
  (t) => [
    check('function_runs_source_valid', isOneOf(t.source, FUNCTION_RUN_SOURCES)),
    check(
      'function_runs_finished_whole',
      sql`(${t.finishedAt} is null) = (${t.durationMs} is null) and (${t.finishedAt} is null) = (${t.succeeded} is null)`,
    ),
  ],
);

export const upiDetails = pgTable(
  'upi_details',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    upiId: text('upi_id').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    lastUsed: timestamp('last_used', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('upi_details_upi_id_unique').on(t.upiId),
    check('upi_details_name_text', withoutControlCharacters(t.name)),
    check('upi_details_upi_id_text', withoutControlCharacters(t.upiId)),
    index('upi_details_created_idx').on(t.createdAt.desc()),
  ],
);

export const impsDetails = pgTable(
  'imps_details',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    accountNumber: text('account_number').notNull(),
    ifscCode: text('ifsc_code').notNull(),
    bankName: text('bank_name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    lastUsed: timestamp('last_used', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('imps_details_account_unique').on(t.accountNumber, t.ifscCode),
    check('imps_details_name_text', withoutControlCharacters(t.name)),
    check('imps_details_account_number_text', withoutControlCharacters(t.accountNumber)),
    check('imps_details_ifsc_code_text', withoutControlCharacters(t.ifscCode)),
    check('imps_details_bank_name_text', withoutControlCharacters(t.bankName)),
    index('imps_details_created_idx').on(t.createdAt.desc()),
  ],
);
