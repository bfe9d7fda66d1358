import { queryOptions, useQuery } from '@tanstack/react-query';
import { UPCOMING_REFRESH_MS } from '@shared/constants';
import { pageQueries } from '@shared/page-data';
import { apiFetch } from '@/lib/api';
import type { ListStatus, MatchList } from '@/lib/live-odds';

/** GET /api/matches?status=LIVE|UPCOMING[&limit=N]: the matches by date, with their open markets. */
const getMatches = (url: string, signal?: AbortSignal): Promise<MatchList> => apiFetch(url, { signal });

/**
 * The live stream keeps both lists fresh (odds, markets, status changes); the upcoming one, the whole
 * season, also polls. Either list the page's HTML brought is as fresh as the stream that starts with
 * the page, so a mount in the next moments does not fetch it again.
 */
const getMatchesQueryOptions = (status: ListStatus, limit?: number) => {
  const { queryKey, url } =
    limit === undefined ? pageQueries.matches(status) : pageQueries.matchesPreview(status, limit);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => getMatches(url, signal),
    refetchInterval: status === 'UPCOMING' ? UPCOMING_REFRESH_MS : false,
    staleTime: status === 'UPCOMING' ? UPCOMING_REFRESH_MS : 30_000,
  });
};

/** Live or upcoming match list; with `limit`, its first matches only (and `total`, the whole count). */
export function useMatches(status: ListStatus, { limit }: { limit?: number } = {}) {
  return useQuery(getMatchesQueryOptions(status, limit));
}
