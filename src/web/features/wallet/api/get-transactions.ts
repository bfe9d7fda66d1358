import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { TransactionsPage } from '@shared/contracts/wallet';
import { PAGE_DATA_URLS, TRANSACTIONS_PAGE_SIZE } from '@shared/page-data';
import { fetchPageDataAnswer, fromPageDataCheckedAfterPaint } from '@/lib/page-data';
import { transactionsKeys } from '@/lib/query-keys';

/** The parse, with zod: not in what the page needs for its first paint (ADR 0017). */
const loadParseTransactionsPage = async () => (await import('./parse-transactions')).parseTransactionsPage;

/** GET /api/me/transactions?limit=&cursor=: one page of the player's ledger, newest first. */
function getTransactions(
  cursor: string | null,
  signal?: AbortSignal,
  limit = TRANSACTIONS_PAGE_SIZE,
): Promise<TransactionsPage> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  return fetchPageDataAnswer(`/api/me/transactions?${params.toString()}`, loadParseTransactionsPage, signal);
}

/**
 * The player's ledger, a page at a time. The live-updates listener and the bet slip invalidate it when
 * the ledger moves.
 */
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
        refreshAfterPaint: true,
      },
    ),
  });
}
