import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarketState } from '@shared/contracts/admin';
import { apiFetch } from '@/lib/api';
import { adminKeys } from '@/lib/query-keys';

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
