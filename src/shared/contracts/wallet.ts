import { z } from 'zod';
import { LEDGER_ACCOUNTS, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../statuses';
import { queryIntSchema } from './ids';
import { textSchema } from './text';

/** The player's ledger as the API speaks it: one row per entry, signed rupees. */
export const transactionSchema = z.object({
  id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  /** Signed rupees: debits negative, credits positive. */
  amount: z.number(),
  status: z.enum(TRANSACTION_STATUSES),
  createdAt: z.string(),
  betId: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionsQuerySchema = z.object({
  limit: queryIntSchema('limit', 1, 100).default(20),
  /** Opaque cursor from the previous page's nextCursor. */
  cursor: textSchema('cursor', { max: 200 }).optional(),
});

export const transactionsPageSchema = z.object({
  transactions: z.array(transactionSchema),
  nextCursor: z.string().nullable(),
});
export type TransactionsPage = z.infer<typeof transactionsPageSchema>;

/** One account of the ledger and its balance in rupees: credits into it minus debits out of it. */
const ledgerAccountBalanceSchema = z.object({
  /** `STAKES_HELD`, `PLAYER:<user id>`, `PAYOUT_UPI:<payout detail id>`… */
  account: z.string(),
  kind: z.enum(LEDGER_ACCOUNTS),
  /** Who or what the account is (a player's name or email, a payout account's name), when it names one. */
  name: z.string().nullable(),
  balance: z.number(),
});

/** Every account's balance; the book sums to zero, so `total` is 0. */
export const trialBalanceSchema = z.object({
  accounts: z.array(ledgerAccountBalanceSchema),
  total: z.number(),
});
export type TrialBalance = z.infer<typeof trialBalanceSchema>;
