import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { UPCOMING_REFRESH_MS } from '@shared/constants';
import { matchSchema } from '@shared/contracts/matches';
import { apiFetch } from '@/lib/api';
import { PAGE_DATA_URLS } from '@shared/page-data';
import { fromPageData } from '@/lib/page-data';
import { matchesKeys, type ListStatus } from '@/lib/live-odds';
import type { LiveMatch, MatchList } from '@/lib/live-odds';

const listSchema = z.object({ matches: z.array(z.unknown()) });
const matchWithoutMarketsSchema = matchSchema.omit({ markets: true });

/**
 * Parses the list body. Matches lacking an id or teams (or otherwise unreadable) are skipped;
 * a match whose markets alone are unreadable is kept with marketsError so its card says so.
 */
export function parseMatches(body: unknown): MatchList {
  const list = listSchema.parse(body);
  const matches: LiveMatch[] = [];
  for (const item of list.matches) {
    const parsed = matchSchema.safeParse(item);
    if (parsed.success) {
      matches.push(parsed.data);
      continue;
    }
    const bare = matchWithoutMarketsSchema.safeParse(item);
    if (bare.success) matches.push({ ...bare.data, markets: [], marketsError: true });
    else console.warn('Skipping a match the server sent without the required fields', parsed.error.issues[0]);
  }
  return { matches };
}

async function fetchMatches(status: ListStatus, signal?: AbortSignal): Promise<MatchList> {
  return parseMatches(await apiFetch<unknown>(PAGE_DATA_URLS.matches(status), { signal }));
}

/** Live or upcoming match list. Live stays fresh through the SSE stream; upcoming also polls. */
export function useMatches(status: ListStatus) {
  return useQuery({
    queryKey: matchesKeys.list(status),
    queryFn: ({ signal }) => fetchMatches(status, signal),
    // The page's HTML has the list, so the first screen paints with it.
    ...fromPageData(PAGE_DATA_URLS.matches(status), parseMatches),
    refetchInterval: status === 'UPCOMING' ? UPCOMING_REFRESH_MS : false,
    // The upcoming list (the whole season, the largest answer) is kept fresh by the poll above and the
    // stream's events, so a mount does not fetch it again, least of all right after the page brought it.
    // The live list is small and moves every ball: a mount refetches it.
    staleTime: status === 'UPCOMING' ? UPCOMING_REFRESH_MS : 0,
  });
}
