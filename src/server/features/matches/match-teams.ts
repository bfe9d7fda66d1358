import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { matches, teams } from '../../db/schema';

const home = alias(teams, 'home');
const away = alias(teams, 'away');

/** A match's teams by their short names: 'MI', 'CSK'. */
export interface MatchTeams {
  home: string;
  away: string;
}

/** Each match's teams' short names, by id; an unknown id is left out. */
export async function matchTeams(db: Db, matchIds: number[]): Promise<Map<number, MatchTeams>> {
  if (matchIds.length === 0) return new Map();
  const rows = await db
    .select({ id: matches.id, home: home.shortName, away: away.shortName })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(inArray(matches.id, [...new Set(matchIds)]));
  return new Map(rows.map((r) => [r.id, { home: r.home, away: r.away }]));
}
