import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLoginInput, AdminSession } from '@shared/contracts/admin';
import { ApiError, apiFetch } from '@/lib/api';
import { adminAccessKey, type AdminAccess } from '@/lib/signed-in-admin';
import { meQueryKey, signIn, signOut } from '@/lib/signed-in';

export class NotAdminError extends Error {
  constructor() {
    super('Not authorized as admin');
  }
}

/**
 * Signs in through the players' accounts, then asks the server whether this account may enter the
 * back office (POST /api/admin/session, which audits the entry). A player is signed out again.
 */
async function enterBackOffice(input: AdminLoginInput): Promise<AdminSession> {
  await signIn(input);
  try {
    return await apiFetch<AdminSession>('/api/admin/session', { method: 'POST', body: {} });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) {
      await signOut().catch(() => undefined);
      throw new NotAdminError();
    }
    throw error;
  }
}

export function useEnterBackOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterBackOffice,
    onSuccess: (admin) => {
      const access: AdminAccess = { status: 'admin', admin };
      queryClient.setQueryData(adminAccessKey, access);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
    onError: () => {
      // Whatever happened, the next guard check must ask the server again.
      queryClient.removeQueries({ queryKey: adminAccessKey });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
