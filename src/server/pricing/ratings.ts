// One file, several operations: one table of team and ground ratings, read as a team's rating and as
// an innings' par.
// Team strengths and ground scoring levels behind every price. Elo-like scale around 1500; a team's
// batting rating is weighed against the other side's bowling rating. Judgement calls from recent seasons,
// not data: the point is that strong teams are favourites and price movements look right.
import { findIplTeam } from '../feeds/team-names';

export interface TeamRating {
  batting: number;
  bowling: number;
}

const AVERAGE_RATING = 1500;

const TEAM_RATINGS: Record<string, TeamRating> = {
  'Chennai Super Kings': { batting: 1470, bowling: 1480 },
  'Mumbai Indians': { batting: 1550, bowling: 1560 },
  'Royal Challengers Bengaluru': { batting: 1565, bowling: 1545 },
  'Kolkata Knight Riders': { batting: 1500, bowling: 1510 },
  'Sunrisers Hyderabad': { batting: 1575, bowling: 1455 },
  'Rajasthan Royals': { batting: 1500, bowling: 1450 },
  'Delhi Capitals': { batting: 1515, bowling: 1505 },
  'Punjab Kings': { batting: 1560, bowling: 1530 },
  'Gujarat Titans': { batting: 1540, bowling: 1555 },
  'Lucknow Super Giants': { batting: 1525, bowling: 1475 },
};

/** Playing at its own ground is worth this much to both disciplines: small, as in T20 data. */
const HOME_ADVANTAGE = 15;

/** A typical first-innings total at a ground (recent IPL seasons score high). */
const VENUE_PAR: Record<string, number> = {
  'M. A. Chidambaram Stadium': 168,
  'Wankhede Stadium': 188,
  'M. Chinnaswamy Stadium': 195,
  'Eden Gardens': 186,
  'Rajiv Gandhi International Stadium': 196,
  'Sawai Mansingh Stadium': 176,
  'Arun Jaitley Stadium': 190,
  'Maharaja Yadavindra Singh International Cricket Stadium': 180,
  'Narendra Modi Stadium': 190,
  'BRSABV Ekana Cricket Stadium': 170,
};

const DEFAULT_VENUE_PAR = 180;

/** Rating points that move a par score by 1/RUNS_SCALE of itself: 100 points ≈ +3.7% runs. */
const RATING_RUNS_SCALE = 2700;

function teamRating(teamName: string): TeamRating {
  const team = findIplTeam(teamName);
  return (team && TEAM_RATINGS[team.name]) || { batting: AVERAGE_RATING, bowling: AVERAGE_RATING };
}

export function overallRating(teamName: string): number {
  const rating = teamRating(teamName);
  return (rating.batting + rating.bowling) / 2;
}

/** Par for a ground; sources spell grounds loosely ('Wankhede Stadium, Mumbai'), so match on the prefix. */
function venuePar(venue: string | null): number {
  if (!venue) return DEFAULT_VENUE_PAR;
  const lower = venue.toLowerCase();
  for (const [ground, parRuns] of Object.entries(VENUE_PAR)) {
    if (lower.startsWith(ground.toLowerCase())) return parRuns;
  }
  return DEFAULT_VENUE_PAR;
}

function isHomeGround(teamName: string, venue: string | null): boolean {
  const team = findIplTeam(teamName);
  return !!team && !!venue && venue.toLowerCase().startsWith(team.homeVenue.toLowerCase());
}

export interface MatchContext {
  home: string;
  away: string;
  venue: string | null;
}

function effectiveRating(teamName: string, context: MatchContext): TeamRating {
  const rating = teamRating(teamName);
  const bonus = isHomeGround(teamName, context.venue) ? HOME_ADVANTAGE : 0;
  return { batting: rating.batting + bonus, bowling: rating.bowling + bonus };
}

/** Expected full-innings total for `battingTeam` in this match, before a ball is bowled. */
export function inningsPar(battingTeam: string, context: MatchContext): number {
  const bowlingTeam = battingTeam === context.home ? context.away : context.home;
  const batting = effectiveRating(battingTeam, context).batting;
  const bowling = effectiveRating(bowlingTeam, context).bowling;
  return venuePar(context.venue) * (1 + (batting - bowling) / RATING_RUNS_SCALE);
}
