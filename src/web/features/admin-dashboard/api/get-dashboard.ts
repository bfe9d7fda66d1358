import { useQuery } from '@tanstack/react-query';
import type { AdminAction, DashboardStats } from '@shared/contracts/admin';
import { ADMIN_ACTION_LOG_SIZE } from '@shared/constants';
import { apiFetch } from '@/lib/api';
import { adminKeys } from '@/lib/query-keys';

/** GET /api/admin/dashboard-stats: every count of the dashboard in one call. */
function getDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  return apiFetch('/api/admin/dashboard-stats', { signal });
}

export function useDashboardStats() {
  return useQuery({ queryKey: adminKeys.stats, queryFn: ({ signal }) => getDashboardStats(signal) });
}

/** GET /api/admin/actions: the latest admin actions, newest first. */
async function getRecentActions(limit: number, signal?: AbortSignal): Promise<AdminAction[]> {
  const body = await apiFetch<{ actions: AdminAction[] }>(`/api/admin/actions?limit=${limit}`, { signal });
  return body.actions;
}

export function useRecentActions(limit = ADMIN_ACTION_LOG_SIZE) {
  return useQuery({
    queryKey: adminKeys.actions(limit),
    queryFn: ({ signal }) => getRecentActions(limit, signal),
  });
}
