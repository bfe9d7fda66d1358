import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bet } from '@shared/contracts/bets';
import { apiFetch } from '@/lib/api';
import { betsKeys } from '@/lib/query-keys';

const RECENT_BETS = 5;

/** GET /api/me/bets?status=all: the latest bets, placed or settled. */
const getRecentBets = (signal?: AbortSignal): Promise<{ bets: Bet[] }> =>
  apiFetch(`/api/me/bets?status=all&limit=${RECENT_BETS}`, { signal });

const getRecentBetsQueryOptions = () =>
  queryOptions({
    queryKey: betsKeys.recent,
    queryFn: ({ signal }) => getRecentBets(signal),
    select: (body) => body.bets,
  });

/** The latest 5 bets, placed or settled. */
export function useRecentBets() {
  return useQuery(getRecentBetsQueryOptions());
}
