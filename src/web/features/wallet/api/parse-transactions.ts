// The ledger page's parse, with the contract and zod: loaded after the first paint (ADR 0017).
import { transactionsPageSchema, type TransactionsPage } from '@shared/contracts/wallet';

/** GET /api/me/transactions: one page of the player's ledger. */
export const parseTransactionsPage = (body: unknown): TransactionsPage => transactionsPageSchema.parse(body);
