import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OddsChangedDetails, PlaceBets, PlaceBetsResult } from '@shared/contracts/bets';
import type { Me } from '@shared/contracts/me';
import { meQueryKey } from '@/lib/signed-in';
import { betsKeys, transactionsKeys } from '@/lib/query-keys';
import { ApiError, apiFetch } from '@/lib/api';

/** POST /api/bets: every selection placed in one debit, or none. */
const placeBets = (body: PlaceBets): Promise<PlaceBetsResult> =>
  apiFetch('/api/bets', { method: 'POST', body });

/** The moved prices of a 409 ODDS_CHANGED, or null for any other error. */
export function oddsChanges(error: unknown) {
  if (!(error instanceof ApiError) || error.code !== 'ODDS_CHANGED') return null;
  return (error.details as OddsChangedDetails | undefined)?.changes ?? [];
}

/** POST /api/bets; on success sets the new balance and refreshes bets and transactions. */
export function usePlaceBets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBets,
    onSuccess: (result) => {
      queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, balance: result.balance } : me));
      void queryClient.invalidateQueries({ queryKey: betsKeys.all });
      void queryClient.invalidateQueries({ queryKey: transactionsKeys.all });
    },
  });
}
