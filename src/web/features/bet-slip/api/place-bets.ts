import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  oddsChangedDetailsSchema,
  placeBetsResultSchema,
  type PlaceBets,
  type PlaceBetsResult,
} from '@shared/contracts/bets';
import type { Me } from '@shared/contracts/me';
import { meQueryKey } from '@/lib/session';
import { betsKeys, transactionsKeys } from '@/lib/query-keys';
import { ApiError, apiFetch } from '@/lib/api';

async function placeBets(body: PlaceBets): Promise<PlaceBetsResult> {
  const result = await apiFetch<unknown>('/api/bets', { method: 'POST', body });
  return placeBetsResultSchema.parse(result);
}

/** The moved prices of a 409 ODDS_CHANGED, or null for any other error. */
export function oddsChanges(error: unknown) {
  if (!(error instanceof ApiError) || error.code !== 'ODDS_CHANGED') return null;
  const parsed = oddsChangedDetailsSchema.safeParse(error.details);
  return parsed.success ? parsed.data.changes : [];
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
