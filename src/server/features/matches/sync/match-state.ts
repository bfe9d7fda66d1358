// One file, several operations: pure functions of one mapping, a feed snapshot onto our matches row
// (its status and columns) and the live event that row shows; the columns each reads are kept in step.
import type { LiveEventPayloads } from '@shared/contracts/live';
import type { FeedMatch, FeedMatchStatus } from '../../../feeds/types';
import type { matches } from '../../../db/schema';
import type { TeamLookup } from './team-lookup';

type MatchRow = typeof matches.$inferSelect;

const RANK: Record<FeedMatchStatus, number> = {
  UPCOMING: 0,
  POSTPONED: 0,
  LIVE: 1,
  COMPLETED: 2,
  ABANDONED: 2,
};

/** A match never moves backwards (a finished match stays finished); postponed and upcoming swap freely. */
export function nextStatus(current: FeedMatchStatus, incoming: FeedMatchStatus): FeedMatchStatus {
  return RANK[incoming] >= RANK[current] ? incoming : current;
}

/** The columns a feed snapshot sets on our matches row. */
export function stateColumns(feed: FeedMatch, teamId: TeamLookup) {
  const inningsOf = (team: string) => feed.innings.find((i) => i.battingTeam === team);
  const home = inningsOf(feed.home.name);
  const away = inningsOf(feed.away.name);
  return {
    inningsStatus: feed.inningsStatus,
    currentOver: feed.currentOver.toFixed(1),
    homeRuns: home?.runs ?? 0,
    homeWickets: home?.wickets ?? 0,
    homeOvers: (home?.overs ?? 0).toFixed(1),
    awayRuns: away?.runs ?? 0,
    awayWickets: away?.wickets ?? 0,
    awayOvers: (away?.overs ?? 0).toFixed(1),
    tossWinnerTeamId: feed.tossWinner ? teamId(feed.tossWinner) : null,
    winnerTeamId: feed.winner ? teamId(feed.winner) : null,
    resultText: feed.resultText,
    statistics: {
      stage: feed.stage,
      tossDecision: feed.tossDecision,
      innings: feed.innings,
    },
  };
}

export function matchEvent(
  row: MatchRow,
  names: { toss: string | null; winner: string | null },
): LiveEventPayloads['match'] {
  return {
    matchId: row.id,
    status: row.status,
    inningsStatus: row.inningsStatus,
    currentOver: Number(row.currentOver),
    homeScore: { runs: row.homeRuns, wickets: row.homeWickets, overs: Number(row.homeOvers) },
    awayScore: { runs: row.awayRuns, wickets: row.awayWickets, overs: Number(row.awayOvers) },
    tossWinner: names.toss,
    winner: names.winner,
    resultText: row.resultText,
  };
}

/** True when anything a viewer sees changed (so an event is worth sending). */
export function visiblyChanged(before: MatchRow, after: MatchRow) {
  const keys = [
    'status',
    'inningsStatus',
    'currentOver',
    'homeRuns',
    'homeWickets',
    'homeOvers',
    'awayRuns',
    'awayWickets',
    'awayOvers',
    'tossWinnerTeamId',
    'winnerTeamId',
    'resultText',
  ] as const;
  return keys.some((k) => before[k] !== after[k]);
}
