import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminActionSchema, dashboardStatsSchema } from '@shared/contracts/admin';
import { ADMIN_ACTION_LOG_SIZE } from '@shared/constants';
import { apiFetch } from '@/lib/api';
import { adminKeys } from '@/lib/query-keys';

const actionsSchema = z.object({ actions: z.array(adminActionSchema) });

/** GET /api/admin/dashboard-stats: every count of the dashboard in one call. */
async function getDashboardStats(signal?: AbortSignal) {
  return dashboardStatsSchema.parse(await apiFetch<unknown>('/api/admin/dashboard-stats', { signal }));
}

export function useDashboardStats() {
  return useQuery({ queryKey: adminKeys.stats, queryFn: ({ signal }) => getDashboardStats(signal) });
}

/** GET /api/admin/actions: the latest admin actions, newest first. */
async function getRecentActions(limit: number, signal?: AbortSignal) {
  const body = await apiFetch<unknown>(`/api/admin/actions?limit=${limit}`, { signal });
  return actionsSchema.parse(body).actions;
}

export function useRecentActions(limit = ADMIN_ACTION_LOG_SIZE) {
  return useQuery({
    queryKey: adminKeys.actions(limit),
    queryFn: ({ signal }) => getRecentActions(limit, signal),
  });
}
