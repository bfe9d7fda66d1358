import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TransactionsPage } from '@shared/contracts/wallet';
import { apiFetch } from '@/lib/api';
import { transactionsKeys } from '@/lib/query-keys';

const RECENT_TRANSACTIONS = 5;

/** GET /api/me/transactions: the first page of the ledger rows, newest first. */
const getRecentTransactions = (signal?: AbortSignal): Promise<TransactionsPage> =>
  apiFetch(`/api/me/transactions?limit=${RECENT_TRANSACTIONS}`, { signal });

const getRecentTransactionsQueryOptions = () =>
  queryOptions({
    queryKey: transactionsKeys.recent,
    queryFn: ({ signal }) => getRecentTransactions(signal),
    select: (page) => page.transactions,
  });

/** The latest 5 ledger rows. */
export function useRecentTransactions() {
  return useQuery(getRecentTransactionsQueryOptions());
}
