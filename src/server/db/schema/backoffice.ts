import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { userProfiles } from './auth';
import { withoutControlCharacters } from './checks';

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
