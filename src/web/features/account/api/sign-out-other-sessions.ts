import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';
import { getSignInSessionsQueryOptions, type SignedOut } from './get-sign-in-sessions';

/** POST /api/me/sessions/sign-out-others: every sign-in session but this one ends. */
const signOutOtherSessions = (): Promise<SignedOut> =>
  apiFetch('/api/me/sessions/sign-out-others', { method: 'POST', body: {} });

/** Signs out the other devices; their list is read again. */
export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getSignInSessionsQueryOptions().queryKey }),
  });
}
