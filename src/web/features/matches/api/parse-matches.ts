// The match lists' parse and check, with the contract and zod: loaded after the first paint, never with the first
// screen (ADR 0015). use-matches.ts imports it only dynamically.
import { z } from 'zod';
import { matchSchema } from '@shared/contracts/matches';
import type { LiveMatch, MatchList } from '@/lib/live-odds';
import { mapInSlices } from '@/lib/slices';

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
 * Parses a list body in slices that yield to the browser: the upcoming season (about 200 matches, each
 * checked against the contract) is otherwise one task of ~200 ms on a mid-range phone. Matches lacking
 * an id or teams (or otherwise unreadable) are skipped; a match whose markets alone are unreadable is
 * kept with marketsError, so its card says so.
 */
export async function parseMatches(body: unknown): Promise<MatchList> {
  return { matches: (await mapInSlices(listSchema.parse(body).matches, parseMatch)).filter(isMatch) };
}

/**
 * Throws unless every match of a list body holds to the contract in full: the check of a list the page
 * brought (see fromPageDataCheckedAfterPaint), in slices like the parse.
 */
export async function checkMatches(body: unknown): Promise<void> {
  await mapInSlices(listSchema.parse(body).matches, (match) => matchSchema.parse(match));
}
