import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Market, Match } from '@shared/contracts/matches';
import { hundredthsToOdds } from '@shared/money';
import type { Db } from '../../db/client';
import { marketOptions, markets, matches, teams } from '../../db/schema';
import { toTeam } from './to-team';
import { betDelaySeconds, type BetDelays } from './bet-delays';

const home = alias(teams, 'home');
const away = alias(teams, 'away');
const toss = alias(teams, 'toss');
const winner = alias(teams, 'winner');

/**
 * Matches of one status, ordered by date, with teams, scores and markets (two queries, no N+1); each
 * market with its in-play bet delay.
 */
export async function listMatches(db: Db, status: 'LIVE' | 'UPCOMING', delays: BetDelays): Promise<Match[]> {
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
    (kind) => betDelaySeconds(delays, kind, status),
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
async function marketsFor(
  db: Db,
  matchIds: number[],
  delayOf: (kind: Market['kind']) => number,
): Promise<Map<number, Market[]>> {
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
        betDelaySeconds: delayOf(market.kind),
        options: [],
      };
      const list = result.get(market.matchId) ?? [];
      list.push(current);
      result.set(market.matchId, list);
    }
    current.options.push({
      id: option.id,
      name: option.name,
      odds: option.oddsHundredths / 100,
      layOdds: hundredthsToOdds(option.layOddsHundredths),
    });
  }
  return result;
}
