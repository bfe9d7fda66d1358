import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerStats } from '@shared/contracts/account';
import { apiFetch } from '@/lib/api';
import { betsKeys } from '@/lib/query-keys';

/** GET /api/me/stats: the record, computed by the server. */
const getPlayerStats = (signal?: AbortSignal): Promise<PlayerStats> => apiFetch('/api/me/stats', { signal });

const getPlayerStatsQueryOptions = () =>
  queryOptions({
    queryKey: betsKeys.stats,
    queryFn: ({ signal }) => getPlayerStats(signal),
  });

export function usePlayerStats() {
  return useQuery(getPlayerStatsQueryOptions());
}
