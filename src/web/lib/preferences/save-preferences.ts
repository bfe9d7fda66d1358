import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preferences, SavePreferences } from '@shared/contracts/notifications';
import { apiFetch } from '@/lib/api';
import { getPreferencesQueryOptions } from './get-preferences';

/** PUT /api/me/preferences: the preferences as saved. */
const savePreferences = (body: SavePreferences): Promise<Preferences> =>
  apiFetch('/api/me/preferences', { method: 'PUT', body });

/** Saves the preferences; the saved ones replace the cached ones. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => queryClient.setQueryData(getPreferencesQueryOptions().queryKey, saved),
  });
}
