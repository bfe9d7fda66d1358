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
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { userProfiles } from './auth';
import { impsDetails, upiDetails } from './backoffice';
import { isOneOf, withoutControlCharacters } from './checks';
import { marketOptions, markets, matches } from './cricket';

// Relative, not '@shared': drizzle-kit loads the schema without the app's path aliases.
import {
  BET_STATUSES,
  LEDGER_ACCOUNTS,
  TRANSFER_CODES,
  TRANSFER_ROUTES,
  TRANSFER_STATUSES,
  WITHDRAWAL_METHODS,
  WITHDRAWAL_STATUSES,
} from '../../../shared/statuses';

/** One placed slip per idempotency key, so a retried request returns the first result. */
export const betSlips = pgTable(
  'bet_slips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => userProfiles.id),
    idempotencyKey: uuid('idempotency_key').notNull(),
    /**
     * requestFingerprint() of the request that used the key: the same key with another request is
     * refused. '' on rows from before fingerprints were kept: no request matches it.
     */
    requestFingerprint: text('request_fingerprint').notNull(),
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
    /** The stake still on: the stake placed less what was cashed out (0 once CASHED_OUT). */
    amountPaise: bigint('amount_paise', { mode: 'bigint' }).notNull(),
    oddsHundredths: integer('odds_hundredths').notNull(),
    /** What the stake still on wins at the odds taken. */
    potentialPayoutPaise: bigint('potential_payout_paise', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: BET_STATUSES }).notNull().default('PENDING'),
    /** The part of the stake cashed out so far, and what the player received for it (cash_outs sums them). */
    cashedOutStakePaise: bigint('cashed_out_stake_paise', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    cashedOutPaise: bigint('cashed_out_paise', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Cash out in full once the offer reaches this; null: no auto cash-out. */
    autoCashOutTargetPaise: bigint('auto_cash_out_target_paise', { mode: 'bigint' }),
    result: text('result'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * How many times the bet was settled and then un-settled by a corrected result (resettlement).
     * Its payout or refund ledger rows carry the round, so each settlement pays at most once.
     */
    settlementRound: integer('settlement_round').notNull().default(0),
  },
  (t) => [
    check(
      'bets_amount_positive',
      sql`${t.amountPaise} > 0 or (${t.status} = 'CASHED_OUT' and ${t.amountPaise} = 0)`,
    ),
    check('bets_cashed_out_not_negative', sql`${t.cashedOutStakePaise} >= 0 and ${t.cashedOutPaise} >= 0`),
    check(
      'bets_auto_cash_out_positive',
      sql`${t.autoCashOutTargetPaise} is null or ${t.autoCashOutTargetPaise} > 0`,
    ),
    check('bets_odds_above_evens', sql`${t.oddsHundredths} > 100`),
    check('bets_payout_covers_stake', sql`${t.potentialPayoutPaise} >= ${t.amountPaise}`),
    check('bets_status_valid', isOneOf(t.status, BET_STATUSES)),
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
    // The feed sync looks for auto cash-outs due on the markets whose prices moved.
    index('bets_auto_cash_out_idx')
      .on(t.marketId)
      .where(sql`${t.autoCashOutTargetPaise} is not null and ${t.status} = 'PENDING'`),
  ],
);

/**
 * One row per cash-out of a bet (in full or in part): the stake it closed, what it paid, the odds of the
 * bet's option then, and the player's idempotency key (an auto cash-out's is derived from the bet), so a
 * retried request answers the first result. The ledger's CASH_OUT transfers carry its id.
 */
export const cashOuts = pgTable(
  'cash_outs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    betId: uuid('bet_id')
      .notNull()
      .references(() => bets.id),
    userId: text('user_id')
      .notNull()
      .references(() => userProfiles.id),
    idempotencyKey: uuid('idempotency_key').notNull(),
    /**
     * requestFingerprint() of the request that used the key: the same key with another request is
     * refused (an auto cash-out's names its bet). '' on rows from before fingerprints were kept: no
     * request matches it.
     */
    requestFingerprint: text('request_fingerprint').notNull(),
    stakePaise: bigint('stake_paise', { mode: 'bigint' }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'bigint' }).notNull(),
    oddsHundredths: integer('odds_hundredths').notNull(),
    /** Run by the server at the player's target, not by a request. */
    auto: boolean('auto').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cash_outs_user_key_unique').on(t.userId, t.idempotencyKey),
    check('cash_outs_stake_positive', sql`${t.stakePaise} > 0`),
    check('cash_outs_amount_not_negative', sql`${t.amountPaise} >= 0`),
    index('cash_outs_bet_idx').on(t.betId),
    index('cash_outs_created_idx').on(t.createdAt),
  ],
);

/** The routes every non-reversal transfer must take, as SQL rows (type, debit_account, credit_account). */
const ROUTES = sql.raw(
  Object.entries(TRANSFER_ROUTES)
    .flatMap(([code, routes]) => routes.map(([from, to]) => `('${code}','${from}','${to}')`))
    .join(', '),
);

/**
 * The ledger: one row per transfer of `amount_paise` (> 0) from `debit_account` to `credit_account`,
 * append-only (a trigger refuses UPDATE and DELETE). A transfer names the accounts on both sides, so the
 * book sums to zero by construction. A PLAYER side is the player `user_id`, a PAYOUT_UPI or PAYOUT_IMPS
 * side the payout detail named; the other accounts are the house's, one each. Only
 * src/server/features/wallet/ledger.ts writes it (docs/decisions/0018).
 */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The transfer's code: why the money moved. */
    type: text('type', { enum: TRANSFER_CODES }).notNull(),
    debitAccount: text('debit_account', { enum: LEDGER_ACCOUNTS }).notNull(),
    creditAccount: text('credit_account', { enum: LEDGER_ACCOUNTS }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'bigint' }).notNull(),
    /** The player whose wallet is one side (null for a transfer between house accounts). */
    userId: text('user_id').references(() => userProfiles.id),
    payoutUpiId: integer('payout_upi_id').references(() => upiDetails.id),
    payoutImpsId: integer('payout_imps_id').references(() => impsDetails.id),
    /** PENDING: a withdrawal's hold, until a WITHDRAWAL_PAID or WITHDRAWAL_RELEASED names it. */
    status: text('status', { enum: TRANSFER_STATUSES }).notNull().default('COMPLETED'),
    /** The hold this transfer posts or voids (each hold is resolved once). */
    pendingId: uuid('pending_id').references((): AnyPgColumn => transactions.id),
    betId: uuid('bet_id').references(() => bets.id),
    /** The bet's settlement round a settlement transfer belongs to (BET_PLACED: 0). */
    settlementRound: integer('settlement_round'),
    withdrawalId: uuid('withdrawal_id').references((): AnyPgColumn => withdrawals.id),
    matchId: integer('match_id').references(() => matches.id),
    /** A REVERSAL names the one transfer it cancels (same accounts backwards, same amount; a trigger checks). */
    reversesId: uuid('reverses_id').references((): AnyPgColumn => transactions.id),
    metadata: jsonb('metadata')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('transactions_type_valid', isOneOf(t.type, TRANSFER_CODES)),
    check('transactions_status_valid', isOneOf(t.status, TRANSFER_STATUSES)),
    check('transactions_amount_positive', sql`${t.amountPaise} > 0`),
    check(
      'transactions_two_sides',
      sql`${isOneOf(t.debitAccount, LEDGER_ACCOUNTS)} and ${isOneOf(t.creditAccount, LEDGER_ACCOUNTS)} and ${t.debitAccount} <> ${t.creditAccount}`,
    ),
    check(
      'transactions_route',
      sql`${t.type} = 'REVERSAL' or (${t.type}, ${t.debitAccount}, ${t.creditAccount}) in (${ROUTES})`,
    ),
    check(
      'transactions_player_side',
      sql`(${t.userId} is not null) = ('PLAYER' in (${t.debitAccount}, ${t.creditAccount}))`,
    ),
    check(
      'transactions_payout_side',
      sql`(${t.payoutUpiId} is not null) = ('PAYOUT_UPI' in (${t.debitAccount}, ${t.creditAccount})) and (${t.payoutImpsId} is not null) = ('PAYOUT_IMPS' in (${t.debitAccount}, ${t.creditAccount}))`,
    ),
    check('transactions_pending_is_hold', sql`(${t.status} = 'PENDING') = (${t.type} = 'WITHDRAWAL_HOLD')`),
    check(
      'transactions_resolves_hold',
      sql`(${t.pendingId} is not null) = (${t.type} in ('WITHDRAWAL_PAID', 'WITHDRAWAL_RELEASED'))`,
    ),
    check('transactions_reversal_names_entry', sql`(${t.type} = 'REVERSAL') = (${t.reversesId} is not null)`),
    check(
      'transactions_bet_round',
      sql`(${t.betId} is null or ${t.type} = 'REVERSAL') = (${t.settlementRound} is null)`,
    ),
    index('transactions_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The demo credits paid in a period (the operator's reports), without indexing every transfer.
    index('transactions_demo_credit_created_idx')
      .on(t.createdAt)
      .where(sql`${t.type} = 'DEMO_CREDIT'`),
    // The sign-up credit is paid once per account, whatever retries happen.
    uniqueIndex('transactions_one_demo_credit_idx')
      .on(t.userId)
      .where(sql`${t.type} = 'DEMO_CREDIT'`),
    // A bet's stake is recorded once, and each leg of its settlement once per settlement round. A bet
    // may be cashed out several times (in parts): cash_outs holds each once, and its transfers name it.
    uniqueIndex('transactions_bet_leg_round_idx')
      .on(t.betId, t.type, t.settlementRound, t.debitAccount)
      .where(sql`${t.betId} is not null and ${t.type} not in ('REVERSAL', 'CASH_OUT')`),
    // A transfer is reversed at most once.
    uniqueIndex('transactions_reverses_idx')
      .on(t.reversesId)
      .where(sql`${t.reversesId} is not null`),
    // A hold is posted or voided once.
    uniqueIndex('transactions_pending_idx')
      .on(t.pendingId)
      .where(sql`${t.pendingId} is not null`),
    // A withdrawal is held once, and paid, released or bounced at most once.
    uniqueIndex('transactions_withdrawal_type_idx')
      .on(t.withdrawalId, t.type)
      .where(sql`${t.withdrawalId} is not null`),
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
    /**
     * requestFingerprint() of the request that used the key: the same key with another request is
     * refused. '' on rows from before fingerprints were kept: no request matches it.
     * Set whenever the key is (a withdrawal made without a request has neither).
     */
    requestFingerprint: text('request_fingerprint'),
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
    /** Above the four-eyes amount: the admin who approved first (a different one must confirm). */
    firstApprovedBy: text('first_approved_by').references(() => userProfiles.id),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    /** The operator's account that paid it: a UPI detail for a upi request, an IMPS detail for a bank one. */
    payoutUpiId: integer('payout_upi_id').references(() => upiDetails.id),
    payoutImpsId: integer('payout_imps_id').references(() => impsDetails.id),
    /** Why a completed payout bounced (status FAILED). */
    failureReason: text('failure_reason'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    processedBy: text('processed_by').references(() => userProfiles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /**
     * The part of the amount that came from winnings a correction could still take back, as it stood when
     * the player asked (settlement's correctableWinnings); above 0, two admins must approve it.
     */
    correctablePaise: bigint('correctable_paise', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Those winnings, per match and result, as they stood then: [{ matchId, part, creditedPaise, correctableUntil }]. */
    correctableWinnings: jsonb('correctable_winnings')
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    unique('withdrawals_user_key_unique').on(t.userId, t.idempotencyKey),
    check(
      'withdrawals_key_has_fingerprint',
      sql`(${t.idempotencyKey} is null) = (${t.requestFingerprint} is null)`,
    ),
    check('withdrawals_minimum', sql`${t.amountPaise} >= 50000`),
    check('withdrawals_correctable_within_amount', sql`${t.correctablePaise} between 0 and ${t.amountPaise}`),
    check('withdrawals_method_valid', isOneOf(t.method, WITHDRAWAL_METHODS)),
    check('withdrawals_status_valid', isOneOf(t.status, WITHDRAWAL_STATUSES)),
    check(
      'withdrawals_method_details',
      sql`(${t.method} = 'upi' and ${t.upiName} is not null and ${t.upiId} is not null) or (${t.method} = 'bank' and ${t.accountHolderName} is not null and ${t.accountNumber} is not null and ${t.ifscCode} is not null and ${t.bankName} is not null)`,
    ),
    check(
      'withdrawals_rejection_has_reason',
      sql`${t.status} <> 'REJECTED' or ${t.rejectionReason} is not null`,
    ),
    check(
      'withdrawals_payout_account_matches_method',
      sql`(${t.method} = 'upi' and ${t.payoutImpsId} is null) or (${t.method} = 'bank' and ${t.payoutUpiId} is null)`,
    ),
    check(
      'withdrawals_paid_has_payout',
      sql`${t.status} not in ('COMPLETED', 'FAILED') or (${t.processedAt} is not null and ${t.processedBy} is not null and coalesce(${t.payoutUpiId}, ${t.payoutImpsId}) is not null)`,
    ),
    check(
      'withdrawals_awaiting_has_first_approver',
      sql`${t.status} <> 'AWAITING_SECOND_APPROVAL' or ${t.firstApprovedBy} is not null`,
    ),
    check('withdrawals_upi_name_text', withoutControlCharacters(t.upiName)),
    check('withdrawals_upi_id_text', withoutControlCharacters(t.upiId)),
    check('withdrawals_account_holder_name_text', withoutControlCharacters(t.accountHolderName)),
    check('withdrawals_account_number_text', withoutControlCharacters(t.accountNumber)),
    check('withdrawals_ifsc_code_text', withoutControlCharacters(t.ifscCode)),
    check('withdrawals_bank_name_text', withoutControlCharacters(t.bankName)),
    check('withdrawals_rejection_reason_text', withoutControlCharacters(t.rejectionReason, { lines: true })),
    check('withdrawals_failure_reason_text', withoutControlCharacters(t.failureReason, { lines: true })),
    check(
      'withdrawals_failed_has_reason',
      sql`(${t.status} = 'FAILED') = (${t.failureReason} is not null and ${t.failedAt} is not null)`,
    ),
    index('withdrawals_pending_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.status} = 'PENDING'`),
    index('withdrawals_open_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.status} in ('PENDING', 'AWAITING_SECOND_APPROVAL')`),
    index('withdrawals_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('withdrawals_payout_upi_idx')
      .on(t.payoutUpiId)
      .where(sql`${t.payoutUpiId} is not null`),
    index('withdrawals_payout_imps_idx')
      .on(t.payoutImpsId)
      .where(sql`${t.payoutImpsId} is not null`),
  ],
);

/** Every state change of a withdrawal: from (null at the request), to, who, why, when. Append-only. */
export const withdrawalStatusHistory = pgTable(
  'withdrawal_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    withdrawalId: uuid('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id),
    fromStatus: text('from_status', { enum: WITHDRAWAL_STATUSES }),
    toStatus: text('to_status', { enum: WITHDRAWAL_STATUSES }).notNull(),
    actorId: text('actor_id')
      .notNull()
      .references(() => userProfiles.id),
    reason: text('reason'),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'withdrawal_history_from_valid',
      sql`${t.fromStatus} is null or ${isOneOf(t.fromStatus, WITHDRAWAL_STATUSES)}`,
    ),
    check('withdrawal_history_to_valid', isOneOf(t.toStatus, WITHDRAWAL_STATUSES)),
    check('withdrawal_history_reason_text', withoutControlCharacters(t.reason, { lines: true })),
    index('withdrawal_history_withdrawal_idx').on(t.withdrawalId, t.id),
  ],
);
