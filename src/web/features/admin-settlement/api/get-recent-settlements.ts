import { useQuery } from '@tanstack/react-query';
import type { RecentSettlement } from '@shared/contracts/admin';
import { apiFetch } from '@/lib/api';
import { adminKeys } from '@/lib/query-keys';

/** GET /api/admin/settlements/recent: what was settled within the correction window. */
function getRecentSettlements(signal?: AbortSignal): Promise<RecentSettlement[]> {
  return apiFetch('/api/admin/settlements/recent', { signal });
}

export function useRecentSettlements() {
  return useQuery({
    queryKey: adminKeys.recentSettlements,
    queryFn: ({ signal }) => getRecentSettlements(signal),
  });
}
