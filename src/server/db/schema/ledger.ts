// The ledger: every movement of money is a transfer between two of its accounts.
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { userProfiles } from './auth';
import { impsDetails, upiDetails } from './backoffice';
import { isOneOf } from './checks';
import { withdrawals } from './withdrawals';

// Relative, not '@shared': drizzle-kit loads the schema without the app's path aliases.
import {
  LEDGER_ACCOUNTS,
  TRANSFER_CODES,
  TRANSFER_ROUTES,
  TRANSFER_STATUSES,
} from '../../../shared/statuses';

/**
 * Every route, written `CODE FROM TO` (no code or account has a space), so that the route check compares
 * one text with one array: PostgreSQL reads a CHECK's stored expression again in every statement that
 * writes the table, and a row-by-row IN list of the same routes is stored as nested ORs, four times as large.
 */
const ROUTES = sql.raw(
  `array[${Object.entries(TRANSFER_ROUTES)
    .flatMap(([code, routes]) => routes.map(([from, to]) => `'${code} ${from} ${to}'`))
    .join(', ')}]`,
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
    /**
     * PENDING: a hold. A withdrawal's until a WITHDRAWAL_PAID or WITHDRAWAL_RELEASED names it; an in-play
     * bet's until a BET_PLACED (from BETS_IN_DELAY) or BET_HOLD_RELEASED names it.
     */
    status: text('status', { enum: TRANSFER_STATUSES }).notNull().default('COMPLETED'),
    /** The hold this transfer posts or voids (each hold is resolved once). */
    pendingId: uuid('pending_id').references((): AnyPgColumn => transactions.id),
    /**
     * The bet the transfer belongs to. No foreign key, nor on match_id: their checks were a third of a
     * settlement's payout insert (docs/decisions/0047). Every writer takes them from rows it read or
     * locked in the same transaction, no bet or match is ever deleted, and the ledger invariant test checks
     * that every bet_id and match_id names a row.
     */
    betId: uuid('bet_id'),
    /** The bet's settlement round a settlement transfer belongs to (BET_PLACED: 0). */
    settlementRound: integer('settlement_round'),
    withdrawalId: uuid('withdrawal_id').references((): AnyPgColumn => withdrawals.id),
    /** The match the transfer belongs to; no foreign key, as bet_id. */
    matchId: integer('match_id'),
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
      sql`${t.type} = 'REVERSAL' or ${t.type} || ' ' || ${t.debitAccount} || ' ' || ${t.creditAccount} = any (${ROUTES})`,
    ),
    check(
      'transactions_player_side',
      sql`(${t.userId} is not null) = ('PLAYER' in (${t.debitAccount}, ${t.creditAccount}))`,
    ),
    check(
      'transactions_payout_side',
      sql`(${t.payoutUpiId} is not null) = ('PAYOUT_UPI' in (${t.debitAccount}, ${t.creditAccount})) and (${t.payoutImpsId} is not null) = ('PAYOUT_IMPS' in (${t.debitAccount}, ${t.creditAccount}))`,
    ),
    check(
      'transactions_pending_is_hold',
      sql`(${t.status} = 'PENDING') = (${t.type} in ('WITHDRAWAL_HOLD', 'BET_HOLD'))`,
    ),
    check(
      'transactions_resolves_hold',
      sql`(${t.pendingId} is not null) = (${t.type} in ('WITHDRAWAL_PAID', 'WITHDRAWAL_RELEASED', 'BET_HOLD_RELEASED') or (${t.type} = 'BET_PLACED' and ${t.debitAccount} = 'BETS_IN_DELAY'))`,
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
