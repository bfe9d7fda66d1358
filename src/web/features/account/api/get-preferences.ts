import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Preferences } from '@shared/contracts/notifications';
import { apiFetch } from '@/lib/api';

/** GET /api/me/preferences: the notification choices and the reality check's interval. */
const getPreferences = (signal?: AbortSignal): Promise<Preferences> =>
  apiFetch('/api/me/preferences', { signal });

/** Its key is what a save writes the saved preferences to. */
export const getPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'preferences'] as const,
    queryFn: ({ signal }) => getPreferences(signal),
  });

export function usePreferences() {
  return useQuery(getPreferencesQueryOptions());
}
