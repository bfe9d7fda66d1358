// Withdrawal requests and each move they make.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { userProfiles } from './auth';
import { impsDetails, upiDetails } from './backoffice';
import { isOneOf, withoutControlCharacters } from './checks';

// Relative, not '@shared': drizzle-kit loads the schema without the app's path aliases.
import { WITHDRAWAL_METHODS, WITHDRAWAL_STATUSES } from '../../../shared/statuses';

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
