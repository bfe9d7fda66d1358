import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BettingLimits } from '@shared/contracts/responsible-gambling';
import { apiFetch } from '@/lib/api';
import { betsKeys } from '@/lib/query-keys';

/** GET /api/me/limits: the limits in force with what is left, and the pending changes. */
const getLimits = (signal?: AbortSignal): Promise<BettingLimits> => apiFetch('/api/me/limits', { signal });

/**
 * Its key is under bets: whatever refreshes the player's bets (a placement, a settlement) refreshes
 * what is left. Setting a limit or cancelling a pending one writes its answer there.
 */
export const getLimitsQueryOptions = () =>
  queryOptions({
    queryKey: [...betsKeys.all, 'limits'] as const,
    queryFn: ({ signal }) => getLimits(signal),
  });

export function useLimits() {
  return useQuery(getLimitsQueryOptions());
}
