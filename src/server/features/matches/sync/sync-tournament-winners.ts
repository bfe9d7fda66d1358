import { sql } from 'drizzle-orm';
import { oddsToHundredths, optionalOddsToHundredths } from '@shared/money';
import type { Db } from '../../../db/client';
import { tournamentWinners } from '../../../db/schema';
import type { CricketProvider, FeedTournamentOdds } from '../../../feeds/types';
import { loadTeamLookup } from './team-lookup';

/** fetch-tournament-winners: the season's outright odds, one row per team (upserted). */
export async function syncTournamentWinners(
  db: Db,
  provider: CricketProvider,
  season: number,
  now = new Date(),
) {
  const odds = await provider.fetchTournamentOdds(now);
  const teamId = await loadTeamLookup(db);
  const rows = odds
    .map((o) => ({ ...o, teamId: teamId(o.teamName) }))
    .filter((r): r is FeedTournamentOdds & { teamId: number } => r.teamId !== null)
    .map((r) => ({
      teamId: r.teamId,
      teamName: r.teamName,
      oddsHundredths: Math.max(101, oddsToHundredths(r.odds.toFixed(2))),
      layOddsHundredths: optionalOddsToHundredths(r.layOdds),
      tournament: 'IPL',
      season,
      lastUpdated: now,
    }));
  if (rows.length > 0) {
    await db
      .insert(tournamentWinners)
      .values(rows)
      .onConflictDoUpdate({
        target: [tournamentWinners.tournament, tournamentWinners.season, tournamentWinners.teamId],
        set: {
          oddsHundredths: sql`excluded.odds_hundredths`,
          layOddsHundredths: sql`excluded.lay_odds_hundredths`,
          teamName: sql`excluded.team_name`,
          lastUpdated: sql`excluded.last_updated`,
        },
      });
  }
  return { success: true, updated: rows.length };
}
