import { z } from 'zod';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../statuses';
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
