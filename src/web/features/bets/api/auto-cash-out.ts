import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Bet } from '@shared/contracts/bets';
import { apiFetch } from '@/lib/api';
import { betsKeys } from '@/lib/query-keys';

const autoCashOutUrl = (betId: string) => `/api/me/bets/${encodeURIComponent(betId)}/auto-cash-out`;

/** PUT /api/me/bets/{id}/auto-cash-out: cash out in full once the offer reaches `target` rupees. */
const setAutoCashOut = ({ betId, target }: { betId: string; target: number }): Promise<Bet> =>
  apiFetch(autoCashOutUrl(betId), { method: 'PUT', body: { target } });

/** DELETE /api/me/bets/{id}/auto-cash-out: the target is dropped, the bet stays as it is. */
const cancelAutoCashOut = ({ betId }: { betId: string }): Promise<Bet> =>
  apiFetch(autoCashOutUrl(betId), { method: 'DELETE' });

/** Sets or cancels a bet's auto cash-out; either way the bets are fetched again to show it. */
function useAutoCashOutMutation<T>(mutationFn: (input: T) => Promise<Bet>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: betsKeys.all }),
  });
}

export const useSetAutoCashOut = () => useAutoCashOutMutation(setAutoCashOut);
export const useCancelAutoCashOut = () => useAutoCashOutMutation(cancelAutoCashOut);
