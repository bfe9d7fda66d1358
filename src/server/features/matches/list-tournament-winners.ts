import { asc, eq, sql } from 'drizzle-orm';
import type { TournamentWinner } from '@shared/contracts/tournament';
import { hundredthsToOdds } from '@shared/money';
import type { Db } from '../../db/client';
import { teams, tournamentWinners } from '../../db/schema';

export async function listTournamentWinners(
  db: Db,
  season: number,
  tournament = 'IPL',
): Promise<TournamentWinner[]> {
  const rows = await db
    .select({ row: tournamentWinners, team: teams })
    .from(tournamentWinners)
    .innerJoin(teams, eq(teams.id, tournamentWinners.teamId))
    .where(sql`${tournamentWinners.tournament} = ${tournament} and ${tournamentWinners.season} = ${season}`)
    .orderBy(asc(tournamentWinners.oddsHundredths), asc(teams.name));
  return rows.map(({ row, team }) => ({
    teamId: team.id,
    teamName: row.teamName,
    shortName: team.shortName,
    logoPath: team.logoPath,
    odds: row.oddsHundredths / 100,
    layOdds: hundredthsToOdds(row.layOddsHundredths),
    lastUpdated: row.lastUpdated.toISOString(),
    tournament: row.tournament,
    season: row.season,
  }));
}
