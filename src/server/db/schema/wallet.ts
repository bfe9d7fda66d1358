import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userProfiles } from './auth';
import { marketOptions, markets, matches } from './cricket';

// Relative, not '@shared': drizzle-kit loads the schema without the app's path aliases.
import { BET_STATUSES, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../../../shared/statuses';

export { BET_STATUSES, TRANSACTION_STATUSES, TRANSACTION_TYPES };
export const WITHDRAWAL_STATUSES = ['PENDING', 'COMPLETED', 'REJECTED'] as const;
export const WITHDRAWAL_METHODS = ['upi', 'bank'] as const;

/** One placed slip per idempotency key, so a retried request returns the first result. */
export const betSlips = pgTable(
  'bet_slips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => userProfiles.id),
    idempotencyKey: uuid('idempotency_key').notNull(),
    totalStakePaise: bigint('total_stake_paise', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('bet_slips_user_key_unique').on(t.userId, t.idempotencyKey),
    check('bet_slips_total_positive', sql`${t.totalStakePaise} > 0`),
  ],
);

export const bets = pgTable(
  'bets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => userProfiles.id),
    slipId: uuid('slip_id').references(() => betSlips.id),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id),
    optionId: integer('option_id')
      .notNull()
      .references(() => marketOptions.id),
    amountPaise: bigint('amount_paise', { mode: 'bigint' }).notNull(),
    oddsHundredths: integer('odds_hundredths').notNull(),
    potentialPayoutPaise: bigint('potential_payout_paise', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: BET_STATUSES }).notNull().default('PENDING'),
    result: text('result'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('bets_amount_positive', sql`${t.amountPaise} > 0`),
    check('bets_odds_above_evens', sql`${t.oddsHundredths} > 100`),
    check('bets_payout_covers_stake', sql`${t.potentialPayoutPaise} >= ${t.amountPaise}`),
    check('bets_status_valid', sql`${t.status} in ('PENDING','ACTIVE','WON','LOST','VOID')`),
    check('bets_settled_has_time', sql`(${t.status} in ('PENDING','ACTIVE')) = (${t.settledAt} is null)`),
    index('bets_user_placed_idx').on(t.userId, t.placedAt.desc()),
    index('bets_user_settled_idx')
      .on(t.userId, t.settledAt.desc())
      .where(sql`${t.status} in ('WON','LOST')`),
    // Settlement moves only PENDING bets of a market: this keeps that scan small.
    index('bets_pending_market_idx')
      .on(t.marketId)
      .where(sql`${t.status} = 'PENDING'`),
    index('bets_match_idx').on(t.matchId),
  ],
);

/** The ledger: append-only (a trigger refuses UPDATE and DELETE); balance = sum(amount_paise). */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => userProfiles.id),
    type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
    /** Signed: debits negative, credits positive. */
    amountPaise: bigint('amount_paise', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull().default('COMPLETED'),
    betId: uuid('bet_id').references(() => bets.id),
    withdrawalId: uuid('withdrawal_id'),
    metadata: jsonb('metadata')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'transactions_type_valid',
      sql`${t.type} in ('DEMO_CREDIT','BET','PAYOUT','REFUND','WITHDRAWAL','WITHDRAWAL_REFUND')`,
    ),
    check('transactions_status_valid', sql`${t.status} in ('COMPLETED','PENDING','FAILED')`),
    check(
      'transactions_sign_matches_type',
      sql`(${t.type} in ('BET','WITHDRAWAL') and ${t.amountPaise} < 0) or (${t.type} in ('DEMO_CREDIT','PAYOUT','REFUND','WITHDRAWAL_REFUND') and ${t.amountPaise} > 0)`,
    ),
    index('transactions_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The sign-up credit is paid once per account, whatever retries happen.
    uniqueIndex('transactions_one_demo_credit_idx')
      .on(t.userId)
      .where(sql`${t.type} = 'DEMO_CREDIT'`),
    // A bet's stake and its payout or refund are each recorded once.
    uniqueIndex('transactions_bet_type_idx')
      .on(t.betId, t.type)
      .where(sql`${t.betId} is not null`),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => userProfiles.id),
    idempotencyKey: uuid('idempotency_key'),
    amountPaise: bigint('amount_paise', { mode: 'bigint' }).notNull(),
    method: text('method', { enum: WITHDRAWAL_METHODS }).notNull(),
    upiName: text('upi_name'),
    upiId: text('upi_id'),
    accountHolderName: text('account_holder_name'),
    accountNumber: text('account_number'),
    ifscCode: text('ifsc_code'),
    bankName: text('bank_name'),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('PENDING'),
    rejectionReason: text('rejection_reason'),
    processedBy: text('processed_by').references(() => userProfiles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    unique('withdrawals_user_key_unique').on(t.userId, t.idempotencyKey),
    check('withdrawals_minimum', sql`${t.amountPaise} >= 50000`),
    check('withdrawals_method_valid', sql`${t.method} in ('upi','bank')`),
    check('withdrawals_status_valid', sql`${t.status} in ('PENDING','COMPLETED','REJECTED')`),
    check(
      'withdrawals_method_details',
      sql`(${t.method} = 'upi' and ${t.upiName} is not null and ${t.upiId} is not null) or (${t.method} = 'bank' and ${t.accountHolderName} is not null and ${t.accountNumber} is not null and ${t.ifscCode} is not null and ${t.bankName} is not null)`,
    ),
    check(
      'withdrawals_rejection_has_reason',
      sql`${t.status} <> 'REJECTED' or ${t.rejectionReason} is not null`,
    ),
    index('withdrawals_pending_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.status} = 'PENDING'`),
    index('withdrawals_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);
