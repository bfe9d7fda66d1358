import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Preferences, SavePreferences } from '@shared/contracts/notifications';
import type { BettingLimits, RealityCheck, SetLimit } from '@shared/contracts/responsible-gambling';
import type { LimitKind, LimitPeriod } from '@shared/statuses';
import { apiFetch } from '@/lib/api';
import { betsKeys } from '@/lib/query-keys';

const preferencesKey = ['account', 'preferences'] as const;
/** Under bets: whatever refreshes the player's bets (a placement, a settlement) refreshes what is left. */
const limitsKey = [...betsKeys.all, 'limits'] as const;

export function usePreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => apiFetch<Preferences>('/api/me/preferences', { signal }),
  });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePreferences) =>
      apiFetch<Preferences>('/api/me/preferences', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
}

/** GET /api/me/limits: the limits in force with what is left, and the pending changes. */
export function useLimits() {
  return useQuery({
    queryKey: limitsKey,
    queryFn: ({ signal }) => apiFetch<BettingLimits>('/api/me/limits', { signal }),
  });
}

export function useSetLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetLimit) => apiFetch<BettingLimits>('/api/me/limits', { method: 'PUT', body }),
    onSuccess: (limits) => queryClient.setQueryData(limitsKey, limits),
  });
}

export function useCancelPendingLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, period }: { kind: LimitKind; period: LimitPeriod }) =>
      apiFetch<BettingLimits>(`/api/me/limits/pending/${kind}/${period}`, { method: 'DELETE' }),
    onSuccess: (limits) => queryClient.setQueryData(limitsKey, limits),
  });
}

/** GET /api/me/reality-check: staked, returned and the net result since the session began. */
export const fetchRealityCheck = (since: string): Promise<RealityCheck> =>
  apiFetch(`/api/me/reality-check?since=${encodeURIComponent(since)}`);
