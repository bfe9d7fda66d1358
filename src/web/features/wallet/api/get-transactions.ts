import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TransactionsPage } from '@shared/contracts/wallet';
import { pageQueries, TRANSACTIONS_PAGE_SIZE } from '@shared/page-data';
import { apiFetch } from '@/lib/api';

/** GET /api/me/transactions?limit=&cursor=: one page of the player's ledger, newest first. */
function getTransactions(cursor: string | null, signal?: AbortSignal): Promise<TransactionsPage> {
  const params = new URLSearchParams({ limit: String(TRANSACTIONS_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiFetch(`/api/me/transactions?${params.toString()}`, { signal });
}

const getTransactionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: pageQueries.transactions.queryKey,
    queryFn: ({ pageParam, signal }) => getTransactions(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // The live-updates listener and the bet slip invalidate it when the ledger moves.
    staleTime: 30_000,
  });

/** The player's ledger, a page at a time. */
export function useTransactions() {
  return useInfiniteQuery(getTransactionsQueryOptions());
}
