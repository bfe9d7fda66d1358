import { useQuery, useQueryClient } from '@tanstack/react-query';
import { UPCOMING_REFRESH_MS } from '@shared/constants';
import { PAGE_DATA_URLS } from '@shared/page-data';
import { fetchPageDataAnswer, fromPageDataCheckedAfterPaint } from '@/lib/page-data';
import { matchesKeys, type ListStatus } from '@/lib/live-odds';
import type { MatchList } from '@/lib/live-odds';

/** The lists' parse and check, with zod: off the first load (ADR 0015). */
const loadMatchesContract = () => import('./parse-matches');

const readList = (body: unknown) => body as MatchList;

const loadParseMatches = async () => (await loadMatchesContract()).parseMatches;

function fetchMatches(status: ListStatus, signal?: AbortSignal): Promise<MatchList> {
  return fetchPageDataAnswer(PAGE_DATA_URLS.matches(status), loadParseMatches, signal);
}

/** Live or upcoming match list. Live stays fresh through the SSE stream; upcoming also polls. */
export function useMatches(status: ListStatus) {
  const queryKey = matchesKeys.list(status);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchMatches(status, signal),
    // The page's HTML has the list, so the first screen paints with it.
    // The live list is refetched as it mounts (staleTime 0, below): after the paint instead. The upcoming
    // list is not: its page answer is checked after the paint.
    ...fromPageDataCheckedAfterPaint(
      useQueryClient(),
      queryKey,
      PAGE_DATA_URLS.matches(status),
      status === 'LIVE'
        ? { read: readList, refreshAfterPaint: true }
        : { read: readList, loadCheck: async () => (await loadMatchesContract()).checkMatches },
    ),
    refetchInterval: status === 'UPCOMING' ? UPCOMING_REFRESH_MS : false,
    // The upcoming list (the whole season, the largest answer) is kept fresh by the poll above and the
    // stream's events, so a mount does not fetch it again, least of all right after the page brought it.
    // The live list is small and moves every ball: a mount refetches it.
    staleTime: status === 'UPCOMING' ? UPCOMING_REFRESH_MS : 0,
  });
}
