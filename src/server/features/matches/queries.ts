import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DemoWinner, Market, Match, Team } from '@shared/contracts/matches';
import type { TournamentWinner } from '@shared/contracts/tournament';
import { paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';
import { demoWinners, marketOptions, markets, matches, teams, tournamentWinners } from '../../db/schema';

const home = alias(teams, 'home');
const away = alias(teams, 'away');
const toss = alias(teams, 'toss');
const winner = alias(teams, 'winner');

const toTeam = (t: typeof teams.$inferSelect): Team => ({
  id: t.id,
  name: t.name,
  shortName: t.shortName,
  logoPath: t.logoPath,
  primaryColor: t.primaryColor,
  secondaryColor: t.secondaryColor,
  homeVenue: t.homeVenue,
  city: t.city,
});

/** Matches of one status, ordered by date, with teams, scores and markets (two queries, no N+1). */
export async function listMatches(db: Db, status: 'LIVE' | 'UPCOMING'): Promise<Match[]> {
  const rows = await db
    .select({ match: matches, home, away, tossName: toss.name, winnerName: winner.name })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .leftJoin(toss, eq(toss.id, matches.tossWinnerTeamId))
    .leftJoin(winner, eq(winner.id, matches.winnerTeamId))
    .where(eq(matches.status, status))
    .orderBy(asc(matches.date), asc(matches.id));
  const marketsByMatch = await marketsFor(
    db,
    rows.map((r) => r.match.id),
  );
  return rows.map(({ match, home: h, away: a, tossName, winnerName }) => ({
    id: match.id,
    homeTeam: toTeam(h),
    awayTeam: toTeam(a),
    date: match.date.toISOString(),
    venue: match.venue,
    status: match.status,
    inningsStatus: match.inningsStatus,
    currentOver: Number(match.currentOver),
    homeScore: { runs: match.homeRuns, wickets: match.homeWickets, overs: Number(match.homeOvers) },
    awayScore: { runs: match.awayRuns, wickets: match.awayWickets, overs: Number(match.awayOvers) },
    tossWinner: tossName,
    winner: winnerName,
    resultText: match.resultText,
    markets: marketsByMatch.get(match.id) ?? [],
  }));
}

/**
 * Open and suspended markets of these matches. Settled and void ones take no bets and are not listed,
 * nor is a session line that a newer line replaced (it waits for its result under My Bets), nor a score
 * market already decided (its bets are being paid).
 */
async function marketsFor(db: Db, matchIds: number[]): Promise<Map<number, Market[]>> {
  const result = new Map<number, Market[]>();
  if (matchIds.length === 0) return result;
  const rows = await db
    .select({ market: markets, option: marketOptions })
    .from(markets)
    .innerJoin(marketOptions, eq(marketOptions.marketId, markets.id))
    .where(
      sql`${inArray(markets.matchId, matchIds)} and ${markets.status} in ('OPEN', 'SUSPENDED')
          and ${markets.closedReason} is distinct from 'LINE_MOVED' and ${markets.result} is null`,
    )
    .orderBy(
      asc(markets.matchId),
      asc(markets.sortOrder),
      asc(markets.id),
      asc(marketOptions.sortOrder),
      asc(marketOptions.id),
    );
  let current: Market | undefined;
  for (const { market, option } of rows) {
    if (current?.id !== market.id) {
      current = {
        id: market.id,
        name: market.name,
        kind: market.kind,
        isToss: market.isToss,
        status: market.status,
        line: market.line === null ? null : Number(market.line),
        innings: market.innings,
        overs: market.overs,
        closedReason: market.closedReason,
        options: [],
      };
      const list = result.get(market.matchId) ?? [];
      list.push(current);
      result.set(market.matchId, list);
    }
    current.options.push({ id: option.id, name: option.name, odds: option.oddsHundredths / 100 });
  }
  return result;
}

export async function listTeams(db: Db): Promise<Team[]> {
  return (await db.select().from(teams).orderBy(asc(teams.name))).map(toTeam);
}

export async function listDemoWinners(db: Db, limit = 20): Promise<DemoWinner[]> {
  const rows = await db.select().from(demoWinners).orderBy(desc(demoWinners.wonAt)).limit(limit);
  return rows.map((w) => ({
    id: w.id,
    name: w.name,
    amount: paiseToRupees(w.amountPaise),
    wonAt: w.wonAt.toISOString(),
  }));
}

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
    lastUpdated: row.lastUpdated.toISOString(),
    tournament: row.tournament,
    season: row.season,
  }));
}

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
