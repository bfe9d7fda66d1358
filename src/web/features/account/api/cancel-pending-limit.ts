import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BettingLimits } from '@shared/contracts/responsible-gambling';
import type { LimitKind, LimitPeriod } from '@shared/statuses';
import { apiFetch } from '@/lib/api';
import { getLimitsQueryOptions } from './get-limits';

type PendingLimit = { kind: LimitKind; period: LimitPeriod };

/** DELETE /api/me/limits/pending/{kind}/{period}: the waiting raise or removal of that limit is dropped. */
const cancelPendingLimit = ({ kind, period }: PendingLimit): Promise<BettingLimits> =>
  apiFetch(`/api/me/limits/pending/${kind}/${period}`, { method: 'DELETE' });

/** Cancels a pending change; the limits in the answer replace the cached ones. */
export function useCancelPendingLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPendingLimit,
    onSuccess: (limits) => queryClient.setQueryData(getLimitsQueryOptions().queryKey, limits),
  });
}
