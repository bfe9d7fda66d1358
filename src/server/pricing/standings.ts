// One file, several operations: the league table and the rule for which matches count towards it.
// The IPL league table: 2 points a win, 1 for a match without a result, ordered by points then net run
// rate. NRR counts an all-out innings as the full 20 overs, as the competition rules do.
import { T20_LEGAL_BALLS } from '../feeds/cricket-notation';
import type { FeedInnings, FeedMatch } from '../feeds/types';

export interface StandingsRow {
  team: string;
  played: number;
  won: number;
  lost: number;
  noResult: number;
  points: number;
  netRunRate: number;
  runsFor: number;
  ballsFaced: number;
  runsAgainst: number;
  ballsBowled: number;
}

export const POINTS_FOR_WIN = 2;
const POINTS_FOR_NO_RESULT = 1;

export function isLeagueMatch(match: FeedMatch): boolean {
  // CricAPI does not always say; a match we cannot place is treated as a league match.
  return match.stage === 'LEAGUE' || match.stage === null;
}

/** A match that counts in the table: decided, or called off (abandoned, or postponed and not yet replayed). */
function isSettledForTable(match: FeedMatch): boolean {
  return match.status === 'COMPLETED' || match.status === 'ABANDONED' || match.status === 'POSTPONED';
}

function ballsForRunRate(innings: FeedInnings): number {
  return innings.wickets >= 10 ? T20_LEGAL_BALLS : innings.legalBalls;
}

function emptyRow(team: string): StandingsRow {
  return {
    team,
    played: 0,
    won: 0,
    lost: 0,
    noResult: 0,
    points: 0,
    netRunRate: 0,
    runsFor: 0,
    ballsFaced: 0,
    runsAgainst: 0,
    ballsBowled: 0,
  };
}

function compareStandings(a: StandingsRow, b: StandingsRow): number {
  return b.points - a.points || b.netRunRate - a.netRunRate || b.won - a.won || a.team.localeCompare(b.team);
}

/** The table from a season's matches; only settled league matches count. `teams` lists who must appear. */
export function computeStandings(
  matches: readonly FeedMatch[],
  teams: readonly string[] = [],
): StandingsRow[] {
  const rows = new Map<string, StandingsRow>(teams.map((team) => [team, emptyRow(team)]));
  const row = (team: string) => rows.get(team) ?? rows.set(team, emptyRow(team)).get(team)!;

  for (const match of matches) {
    if (!isLeagueMatch(match) || !isSettledForTable(match)) continue;
    const home = row(match.home.name);
    const away = row(match.away.name);
    home.played++;
    away.played++;
    const winner = match.status === 'COMPLETED' ? match.winner : null;
    if (!winner) {
      home.noResult++;
      away.noResult++;
      home.points += POINTS_FOR_NO_RESULT;
      away.points += POINTS_FOR_NO_RESULT;
      continue; // no-result matches do not count towards net run rate
    }
    const [winnerRow, loserRow] = winner === home.team ? [home, away] : [away, home];
    winnerRow.won++;
    winnerRow.points += POINTS_FOR_WIN;
    loserRow.lost++;
    for (const innings of match.innings) {
      const batting = innings.battingTeam === home.team ? home : away;
      const bowling = batting === home ? away : home;
      batting.runsFor += innings.runs;
      batting.ballsFaced += ballsForRunRate(innings);
      bowling.runsAgainst += innings.runs;
      bowling.ballsBowled += ballsForRunRate(innings);
    }
  }

  for (const r of rows.values()) {
    const scoring = r.ballsFaced ? (r.runsFor * 6) / r.ballsFaced : 0;
    const conceding = r.ballsBowled ? (r.runsAgainst * 6) / r.ballsBowled : 0;
    r.netRunRate = Math.round((scoring - conceding) * 1000) / 1000;
  }
  return [...rows.values()].sort(compareStandings);
}
