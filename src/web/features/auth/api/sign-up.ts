import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { signUpSchema } from '@shared/contracts/auth';
import { apiFetch } from '@/lib/api';
import { meQueryKey } from '@/lib/signed-in';

export type SignUpInput = z.output<typeof signUpSchema>;

function signUp({ name, email, password, phone }: SignUpInput): Promise<unknown> {
  return apiFetch('/api/auth/sign-up/email', { method: 'POST', body: { name, email, password, phone } });
}

/** POST /api/auth/sign-up/email (the server signs the new player in), then reloads ['me']. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey, refetchType: 'all' }),
  });
}
