import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScoreSettlement } from '@shared/contracts/admin';
import { apiFetch } from '@/lib/api';
import { adminKeys } from '@/lib/query-keys';

/** GET /api/admin/settlements/score-markets: sessions and runs markets the server settled by itself. */
function getScoreSettlements(signal?: AbortSignal): Promise<ScoreSettlement[]> {
  return apiFetch<ScoreSettlement[]>('/api/admin/settlements/score-markets', { signal });
}

const scoreSettlementsQuery = queryOptions({
  queryKey: adminKeys.scoreSettlements,
  queryFn: ({ signal }) => getScoreSettlements(signal),
});

export function useScoreSettlements() {
  return useQuery(scoreSettlementsQuery);
}
