import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Preferences } from '@shared/contracts/notifications';
import { apiFetch } from '@/lib/api';

/** GET /api/me/preferences: the notification choices, the reality check's interval, the odds preference. */
const getPreferences = (signal?: AbortSignal): Promise<Preferences> =>
  apiFetch('/api/me/preferences', { signal });

/** Its key is what a save writes the saved preferences to. */
export const getPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'preferences'] as const,
    queryFn: ({ signal }) => getPreferences(signal),
  });

/**
 * The signed-in player's preferences; `enabled: false` for a visitor, who has none. `refetchOnMount:
 * false` for a reader that takes what is cached (fetched if nothing is): this app's own saves update it.
 */
export function usePreferences({
  enabled = true,
  refetchOnMount = true,
}: { enabled?: boolean; refetchOnMount?: boolean } = {}) {
  return useQuery({ ...getPreferencesQueryOptions(), enabled, refetchOnMount });
}
