import { queryOptions, useQuery } from '@tanstack/react-query';
import { WINNERS_REFRESH_MS } from '@shared/constants';
import type { DemoWinner } from '@shared/contracts/matches';
import { pageQueries } from '@shared/page-data';
import { apiFetch } from '@/lib/api';

/** GET /api/winners: the recent demo winners, newest first. */
const getWinners = (signal?: AbortSignal): Promise<{ winners: DemoWinner[] }> =>
  apiFetch(pageQueries.winners.url, { signal });

const getWinnersQueryOptions = () =>
  queryOptions({
    queryKey: pageQueries.winners.queryKey,
    queryFn: ({ signal }) => getWinners(signal),
    select: (body) => body.winners,
    refetchInterval: WINNERS_REFRESH_MS,
    staleTime: WINNERS_REFRESH_MS,
  });

/** Recent demo winners, newest first; refreshed every 5 minutes. Every page's HTML brings them. */
export function useWinners() {
  return useQuery(getWinnersQueryOptions());
}
