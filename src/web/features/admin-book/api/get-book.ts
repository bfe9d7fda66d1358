import { useQuery } from '@tanstack/react-query';
import type { BookMatch } from '@shared/contracts/admin';
import { apiFetch } from '@/lib/api';
import { adminKeys } from '@/lib/query-keys';
import { anyWaiting, WAITING_REFRESH_MS } from '../lib/waiting';

/** GET /api/admin/book: each open match's exposure, market by market. */
function getBook(signal?: AbortSignal): Promise<BookMatch[]> {
  return apiFetch('/api/admin/book', { signal });
}

/** While bets wait in their delay, the book is read again every WAITING_REFRESH_MS (see there). */
export const bookRefetchInterval = (book: BookMatch[] | undefined): number | false =>
  anyWaiting(book) ? WAITING_REFRESH_MS : false;

export function useBook() {
  return useQuery({
    queryKey: adminKeys.book,
    // Refetched by the back office's stream: bets moving (once a second at most), suspensions, settlements.
    queryFn: ({ signal }) => getBook(signal),
    refetchInterval: (query) => bookRefetchInterval(query.state.data),
  });
}
