import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSession } from '@shared/contracts/admin';
import { ApiError, apiFetch } from '@/lib/api';

export const adminAccessKey = ['admin-access'] as const;

/** Who is asking for the back office, as the server sees it (never a flag in browser storage). */
export type AdminAccess =
  { status: 'admin'; admin: AdminSession } | { status: 'player' } | { status: 'visitor' };

/** GET /api/admin/session: an admin, null for a visitor (also 401), 403 a player; else an error. */
async function getAdminAccess({ signal }: { signal?: AbortSignal } = {}): Promise<AdminAccess> {
  try {
    const admin = await apiFetch<AdminSession | null>('/api/admin/session', { signal });
    return admin ? { status: 'admin', admin } : { status: 'visitor' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { status: 'visitor' };
    if (error instanceof ApiError && error.status === 403) return { status: 'player' };
    throw error;
  }
}

const adminAccessQueryOptions = () =>
  queryOptions({
    queryKey: adminAccessKey,
    queryFn: ({ signal }) => getAdminAccess({ signal }),
    staleTime: 60_000,
  });

export function useAdminAccess() {
  return useQuery(adminAccessQueryOptions());
}
