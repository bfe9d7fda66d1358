import { useQuery } from '@tanstack/react-query';
import type { PendingTossMatch } from '@shared/contracts/admin';
import { apiFetch } from '@/lib/api';
import { adminKeys } from '@/lib/query-keys';

/** GET /api/admin/settlements/pending-toss: started matches whose toss is not settled. */
function getPendingToss(signal?: AbortSignal): Promise<PendingTossMatch[]> {
  return apiFetch('/api/admin/settlements/pending-toss', { signal });
}

export function usePendingToss() {
  return useQuery({ queryKey: adminKeys.pendingToss, queryFn: ({ signal }) => getPendingToss(signal) });
}
