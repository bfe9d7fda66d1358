import { useQuery } from '@tanstack/react-query';
import type { BookMatch } from '@shared/contracts/admin';
import { apiFetch } from '@/lib/api';
import { adminKeys } from '@/lib/query-keys';

/** GET /api/admin/book: each open match's exposure, market by market. */
function getBook(signal?: AbortSignal): Promise<BookMatch[]> {
  return apiFetch('/api/admin/book', { signal });
}

export function useBook() {
  return useQuery({
    queryKey: adminKeys.book,
    // Refetched by the back office's stream: bets moving (once a second at most), suspensions, settlements.
    queryFn: ({ signal }) => getBook(signal),
  });
}
