import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { UPCOMING_REFRESH_MS } from '@shared/constants';
import { matchSchema } from '@shared/contracts/matches';
import { mapInSlices } from '@/lib/slices';
import { PAGE_DATA_URLS } from '@shared/page-data';
import { fetchPageDataAnswer, fromPageData, type PageDataParsers } from '@/lib/page-data';
import { matchesKeys, type ListStatus } from '@/lib/live-odds';
import type { LiveMatch, MatchList } from '@/lib/live-odds';

const listSchema = z.object({ matches: z.array(z.unknown()) });
const matchWithoutMarketsSchema = matchSchema.omit({ markets: true });

/** One match of a list body, or null when it lacks an id or teams (or is otherwise unreadable). */
function parseMatch(item: unknown): LiveMatch | null {
  const parsed = matchSchema.safeParse(item);
  if (parsed.success) return parsed.data;
  // A match whose markets alone are unreadable is kept with marketsError, so its card says so.
  const bare = matchWithoutMarketsSchema.safeParse(item);
  if (bare.success) return { ...bare.data, markets: [], marketsError: true };
  console.warn('Skipping a match the server sent without the required fields', parsed.error.issues[0]);
  return null;
}

const isMatch = (match: LiveMatch | null): match is LiveMatch => match !== null;

/**
 * Parses the list body. Matches lacking an id or teams (or otherwise unreadable) are skipped;
 * a match whose markets alone are unreadable is kept with marketsError so its card says so.
 */
export function parseMatches(body: unknown): MatchList {
  return { matches: listSchema.parse(body).matches.map(parseMatch).filter(isMatch) };
}

/**
 * parseMatches in slices that yield to the browser: the upcoming season (about 200 matches, each
 * checked against the contract) is otherwise one task of ~200 ms on a mid-range phone.
 */
export async function parseMatchesInSlices(body: unknown): Promise<MatchList> {
  return { matches: (await mapInSlices(listSchema.parse(body).matches, parseMatch)).filter(isMatch) };
}

/** The match lists in a page's data, parsed before the first render (see preparePageData). */
export const matchesPageDataParsers: PageDataParsers = {
  [PAGE_DATA_URLS.matches('LIVE')]: parseMatchesInSlices,
  [PAGE_DATA_URLS.matches('UPCOMING')]: parseMatchesInSlices,
};

async function fetchMatches(status: ListStatus, signal?: AbortSignal): Promise<MatchList> {
  return parseMatchesInSlices(await fetchPageDataAnswer<unknown>(PAGE_DATA_URLS.matches(status), signal));
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
