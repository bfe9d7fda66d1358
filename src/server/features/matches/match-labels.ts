import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { matches, teams } from '../../db/schema';

const home = alias(teams, 'home');
const away = alias(teams, 'away');

/** Each match's short label, its teams' short names ("RCB vs CSK"), by id; an unknown id is left out. */
export async function matchLabels(db: Db, matchIds: number[]): Promise<Map<number, string>> {
  if (matchIds.length === 0) return new Map();
  const rows = await db
    .select({ id: matches.id, label: sql<string>`${home.shortName} || ' vs ' || ${away.shortName}` })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(inArray(matches.id, [...new Set(matchIds)]));
  return new Map(rows.map((r) => [r.id, r.label]));
}
