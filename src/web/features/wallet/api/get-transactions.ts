import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { transactionsPageSchema, type TransactionsPage } from '@shared/contracts/wallet';
import { PAGE_DATA_URLS, TRANSACTIONS_PAGE_SIZE } from '@shared/page-data';
import { fetchPageDataAnswer, fromPageDataCheckedAfterPaint } from '@/lib/page-data';
import { transactionsKeys } from '@/lib/query-keys';

/** The live-updates listener and the bet slip invalidate this key when the ledger moves. */

/** GET /api/me/transactions?limit=&cursor=: one page of the player's ledger, newest first. */
async function getTransactions(
  cursor: string | null,
  signal?: AbortSignal,
  limit = TRANSACTIONS_PAGE_SIZE,
): Promise<TransactionsPage> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  const body = await fetchPageDataAnswer<unknown>(`/api/me/transactions?${params.toString()}`, signal);
  return transactionsPageSchema.parse(body);
}

export function useTransactions() {
  return useInfiniteQuery({
    queryKey: transactionsKeys.all,
    queryFn: ({ pageParam, signal }) => getTransactions(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // The first render takes the page's answer as the server wrote it; the parse checks it after the paint.
    ...fromPageDataCheckedAfterPaint(
      useQueryClient(),
      transactionsKeys.all,
      PAGE_DATA_URLS.firstTransactions,
      {
        read: (body) => ({ pages: [body as TransactionsPage], pageParams: [null as string | null] }),
        loadCheck: async () => (body: unknown) => transactionsPageSchema.parse(body),
      },
    ),
  });
}
