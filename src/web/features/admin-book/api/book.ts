import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookMatch, MarketState } from '@shared/contracts/admin';
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

type MarketChange =
  { marketId: number; action: 'suspend'; reason: string } | { marketId: number; action: 'resume' };

/** POST /api/admin/markets/{id}/suspend | resume: the market's status now. */
async function changeMarket(change: MarketChange) {
  return apiFetch<MarketState>(`/api/admin/markets/${change.marketId}/${change.action}`, {
    method: 'POST',
    body: change.action === 'suspend' ? { reason: change.reason } : {},
  });
}

export function useChangeMarket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMarket,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
