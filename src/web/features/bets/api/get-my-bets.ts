import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bet } from '@shared/contracts/bets';
import { pageQueries } from '@shared/page-data';
import { apiFetch } from '@/lib/api';
import type { BetsTab } from '@/lib/query-keys';

export type { BetsTab };

/** GET /api/me/bets?status=active|settled: the player's bets, newest (or latest settled) first. */
const getMyBets = (status: BetsTab, signal?: AbortSignal): Promise<{ bets: Bet[] }> =>
  apiFetch(pageQueries.myBets(status).url, { signal });

const getMyBetsQueryOptions = (status: BetsTab) =>
  queryOptions({
    queryKey: pageQueries.myBets(status).queryKey,
    queryFn: ({ signal }) => getMyBets(status, signal),
    select: (body) => body.bets,
    // Placement and the live stream invalidate the list when it changes; a mount within this time (the
    // page's first render, with the answer its HTML brought) does not fetch it again.
    staleTime: 30_000,
  });

export function useMyBets(status: BetsTab) {
  return useQuery(getMyBetsQueryOptions(status));
}
