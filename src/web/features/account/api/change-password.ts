import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordChange } from '@shared/contracts/account';
import { apiFetch } from '@/lib/api';
import { getSignInSessionsQueryOptions, type SignedOut } from './get-sign-in-sessions';

/** POST /api/me/password: the other sign-in sessions end. */
const changePassword = (body: PasswordChange): Promise<SignedOut> =>
  apiFetch('/api/me/password', { method: 'POST', body });

/** Changes the password; the other sessions end, so their list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getSignInSessionsQueryOptions().queryKey }),
  });
}
