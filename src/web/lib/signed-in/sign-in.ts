import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@shared/contracts/auth';
import { apiFetch } from '@/lib/api';
import { meQueryKey } from './get-me';

export function signIn(input: LoginInput): Promise<unknown> {
  return apiFetch('/api/auth/sign-in/email', { method: 'POST', body: input });
}

/** POST /api/auth/sign-in/email, then reloads ['me'] (the mutation stays pending until it has). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey, refetchType: 'all' }),
  });
}
