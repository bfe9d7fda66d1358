import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '@shared/contracts/account';
import type { Me } from '@shared/contracts/me';
import { apiFetch } from '@/lib/api';
import { meQueryKey } from '@/lib/signed-in';

/** PATCH /api/me/profile: the saved profile. */
const updateProfile = (body: ProfileUpdate): Promise<Me> =>
  apiFetch('/api/me/profile', { method: 'PATCH', body });

/** Saves the profile; the saved one replaces the cached one (the header shows it at once). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
