import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BettingLimits, SetLimit } from '@shared/contracts/responsible-gambling';
import { apiFetch } from '@/lib/api';
import { getLimitsQueryOptions } from './get-limits';

/** PUT /api/me/limits: setting or lowering a limit applies at once, raising or removing it waits. */
const setLimit = (body: SetLimit): Promise<BettingLimits> =>
  apiFetch('/api/me/limits', { method: 'PUT', body });

/** Sets a limit; the limits in the answer replace the cached ones. */
export function useSetLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLimit,
    onSuccess: (limits) => queryClient.setQueryData(getLimitsQueryOptions().queryKey, limits),
  });
}
