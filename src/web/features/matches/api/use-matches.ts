import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { UPCOMING_REFRESH_MS } from '@shared/constants';
import { matchSchema } from '@shared/contracts/matches';
import { apiFetch } from '@/lib/api';
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
  const body = await apiFetch<unknown>(`/api/matches?status=${status}`, { signal });
  return parseMatches(body);
}

/** Live or upcoming match list. Live stays fresh through the SSE stream; upcoming also polls. */
export function useMatches(status: ListStatus) {
  return useQuery({
    queryKey: matchesKeys.list(status),
    queryFn: ({ signal }) => fetchMatches(status, signal),
    refetchInterval: status === 'UPCOMING' ? UPCOMING_REFRESH_MS : false,
  });
}
