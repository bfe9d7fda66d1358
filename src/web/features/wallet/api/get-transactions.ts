import { useInfiniteQuery } from '@tanstack/react-query';
import { transactionsPageSchema, type TransactionsPage } from '@shared/contracts/wallet';
import { apiFetch } from '@/lib/api';
import { fromPageData } from '@/lib/page-data';
import { transactionsKeys } from '@/lib/query-keys';

/** Rows per page of the wallet's transaction history. */
const TRANSACTIONS_PAGE_SIZE = 20;

/** The live-updates listener and the bet slip invalidate this key when the ledger moves. */

/** GET /api/me/transactions?limit=&cursor=: one page of the player's ledger, newest first. */
async function getTransactions(
  cursor: string | null,
  signal?: AbortSignal,
  limit = TRANSACTIONS_PAGE_SIZE,
): Promise<TransactionsPage> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  const body = await apiFetch<unknown>(`/api/me/transactions?${params.toString()}`, { signal });
  return transactionsPageSchema.parse(body);
}

/** The first page's URL (the page's HTML carries its answer: see @shared/page-data). */
const firstPageUrl = `/api/me/transactions?limit=${TRANSACTIONS_PAGE_SIZE}`;

export function useTransactions() {
  return useInfiniteQuery({
    queryKey: transactionsKeys.all,
    queryFn: ({ pageParam, signal }) => getTransactions(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    ...fromPageData(firstPageUrl, (body) => ({
      pages: [transactionsPageSchema.parse(body)],
      pageParams: [null as string | null],
    })),
  });
}
