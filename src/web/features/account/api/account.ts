import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  accountSessionsSchema,
  meSchema,
  type PasswordChange,
  type ProfileUpdate,
} from '@shared/contracts/me';
import { apiFetch } from '@/lib/api';
import { meQueryKey } from '@/lib/session';

const sessionsKey = ['account', 'sessions'] as const;
const signedOutSchema = z.object({ signedOut: z.number() });

/** PATCH /api/me/profile; the saved profile replaces the cached one (the header shows it at once). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProfileUpdate) =>
      meSchema.parse(await apiFetch<unknown>('/api/me/profile', { method: 'PATCH', body })),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}

/** POST /api/me/password: the other sessions end, so their list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PasswordChange) =>
      signedOutSchema.parse(await apiFetch<unknown>('/api/me/password', { method: 'POST', body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: async ({ signal }) =>
      accountSessionsSchema.parse(await apiFetch<unknown>('/api/me/sessions', { signal })).sessions,
  });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      signedOutSchema.parse(
        await apiFetch<unknown>('/api/me/sessions/sign-out-others', { method: 'POST', body: {} }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
