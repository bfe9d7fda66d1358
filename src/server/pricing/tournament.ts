// One file, several operations: one Monte Carlo run; its probabilities and the odds made from them.
// Tournament-winner odds by Monte Carlo over the rest of the season: remaining league matches are drawn
// from the same win model as the match markets (live ones from their current score), the top four go
// through the IPL playoff bracket, and results already in are kept. Deterministic for a given input.
import { IPL_TEAMS } from '@shared/teams';
import { mulberry32, type Random } from '../feeds/prng';
import type { FeedMatch, FeedStage, FeedTournamentOdds } from '../feeds/types';
import { matchWinProbabilities } from './match-probability';
import { priceBackAndLay } from './pricing';
import { inningsPar } from './ratings';
import { computeStandings, isLeagueMatch, POINTS_FOR_WIN, type StandingsRow } from './standings';
import { preMatchWinProbability } from './win-probability';

/** Outright markets carry a bigger overround than match markets: 2000 bps = 20%. */
export const TOURNAMENT_MARGIN_BPS = 2000;
const DEFAULT_SIMULATIONS = 2000;
const MONTE_CARLO_SEED = 20_08;
/** A won league match moves NRR by roughly this much at most, averaged over a 14-match season. */
const MAX_NRR_SWING_PER_MATCH = 0.15;

export interface TournamentOddsOptions {
  teams?: readonly string[];
  simulations?: number;
  /** Basis points on every probability (2000 = 20%). */
  marginBps?: number;
}

interface PendingMatch {
  home: number;
  away: number;
  homeWins: number;
}

const PLAYOFF_STAGES: readonly FeedStage[] = ['QUALIFIER_1', 'ELIMINATOR', 'QUALIFIER_2', 'FINAL'];

function playoffMatch(matches: readonly FeedMatch[], stage: FeedStage): FeedMatch | undefined {
  return matches.find((match) => match.stage === stage && match.status !== 'POSTPONED');
}

/**
 * Winner of a knockout between `higherSeed` and `lowerSeed`: the real result if in, the live or
 * pre-match price if scheduled, else a neutral-ground estimate. A knockout without a result goes to
 * the better-placed league team, as the IPL playing conditions say.
 */
function knockoutWinProbability(
  actual: FeedMatch | undefined,
  higherSeed: string,
  lowerSeed: string,
): number {
  const sameTeams =
    actual &&
    [actual.home.name, actual.away.name].includes(higherSeed) &&
    [actual.home.name, actual.away.name].includes(lowerSeed);
  if (!actual || !sameTeams) {
    const neutral = { home: higherSeed, away: lowerSeed, venue: null };
    return preMatchWinProbability(inningsPar(higherSeed, neutral), inningsPar(lowerSeed, neutral));
  }
  if (actual.status === 'ABANDONED' || (actual.status === 'COMPLETED' && !actual.winner)) return 1;
  const probabilities = matchWinProbabilities(actual);
  return actual.home.name === higherSeed ? probabilities.home : probabilities.away;
}

/** Team indexes ordered by points, then net run rate, then a random draw (the table's later tie-breaks). */
function rankTable(points: Float64Array, netRunRate: Float64Array, random: Random): number[] {
  const order = Array.from(points, (_, i) => i);
  const tieBreak = order.map(() => random());
  return order.sort(
    (a, b) => points[b]! - points[a]! || netRunRate[b]! - netRunRate[a]! || tieBreak[a]! - tieBreak[b]!,
  );
}

/** Teams that can no longer win: out of a complete league's top four, or beaten in a knockout that ends their run. */
function eliminatedTeams(
  matches: readonly FeedMatch[],
  table: StandingsRow[],
  leagueComplete: boolean,
): Set<string> {
  const out = new Set<string>();
  if (leagueComplete) table.slice(4).forEach((row) => out.add(row.team));
  for (const stage of ['ELIMINATOR', 'QUALIFIER_2', 'FINAL'] as const) {
    const match = playoffMatch(matches, stage);
    if (match?.status === 'COMPLETED' && match.winner) {
      out.add(match.winner === match.home.name ? match.away.name : match.home.name);
    }
  }
  return out;
}

/** P(win the title) per team, summing to 1. */
export function tournamentWinnerProbabilities(
  seasonMatches: readonly FeedMatch[],
  options: TournamentOddsOptions = {},
): Map<string, number> {
  const teams = options.teams ?? IPL_TEAMS.map((team) => team.name);
  const simulations = options.simulations ?? DEFAULT_SIMULATIONS;
  const table = computeStandings(seasonMatches, teams);
  const teamIndex = new Map(teams.map((team, i) => [team, i]));
  const pending: PendingMatch[] = seasonMatches
    .filter(isLeagueMatch)
    .filter((match) => match.status === 'UPCOMING' || match.status === 'LIVE')
    .filter((match) => teamIndex.has(match.home.name) && teamIndex.has(match.away.name))
    .map((match) => ({
      home: teamIndex.get(match.home.name)!,
      away: teamIndex.get(match.away.name)!,
      homeWins: matchWinProbabilities(match).home,
    }));
  const leagueComplete = pending.length === 0;

  const final = playoffMatch(seasonMatches, 'FINAL');
  if (final?.status === 'COMPLETED' && final.winner) {
    return new Map(teams.map((team) => [team, team === final.winner ? 1 : 0]));
  }

  const [q1, eliminator, q2] = PLAYOFF_STAGES.map((stage) => playoffMatch(seasonMatches, stage));
  const startPoints = Float64Array.from(teams, (team) => table.find((row) => row.team === team)!.points);
  const startNetRunRate = Float64Array.from(
    teams,
    (team) => table.find((row) => row.team === team)!.netRunRate,
  );
  const titles = new Float64Array(teams.length);
  const random = mulberry32(MONTE_CARLO_SEED);
  // Only a few dozen distinct knockout pairings occur: price each once, not once per simulated run.
  const knockoutPrices = new Map<string, number>();
  const knockout = (actual: FeedMatch | undefined, higher: number, lower: number) => {
    const key = `${actual?.stage}:${higher}:${lower}`;
    let higherWins = knockoutPrices.get(key);
    if (higherWins === undefined) {
      higherWins = knockoutWinProbability(actual, teams[higher]!, teams[lower]!);
      knockoutPrices.set(key, higherWins);
    }
    return random() < higherWins ? [higher, lower] : [lower, higher];
  };

  for (let run = 0; run < simulations; run++) {
    const points = startPoints.slice();
    const netRunRate = startNetRunRate.slice();
    for (const match of pending) {
      const homeWins = random() < match.homeWins;
      const winner = homeWins ? match.home : match.away;
      const loser = homeWins ? match.away : match.home;
      const swing = random() * MAX_NRR_SWING_PER_MATCH;
      points[winner]! += POINTS_FOR_WIN;
      netRunRate[winner]! += swing;
      netRunRate[loser]! -= swing;
    }
    const [first, second, third, fourth] = rankTable(points, netRunRate, random);
    if (fourth === undefined) continue;
    const [q1Winner, q1Loser] = knockout(q1, first!, second!);
    const [eliminatorWinner] = knockout(eliminator, third!, fourth);
    const [q2Winner] = knockout(q2, q1Loser!, eliminatorWinner!);
    const [champion] = knockout(final, q1Winner!, q2Winner!);
    titles[champion!]!++;
  }

  const out = eliminatedTeams(seasonMatches, table, leagueComplete);
  // A team still alive never gets exactly zero from sampling noise: it keeps a long price.
  const floor = 0.5 / simulations;
  const weights = teams.map((team, i) => (out.has(team) ? 0 : Math.max(floor, titles[i]! / simulations)));
  const total = weights.reduce((sum, w) => sum + w, 0);
  return new Map(teams.map((team, i) => [team, weights[i]! / total]));
}

/**
 * Odds for every team, shortest first, with their lay odds. Eliminated teams get the longest odds
 * (100.00) and no lay rather than disappearing, so the display keeps all ten; once the final is won the
 * champion shows 1.01.
 */
export function tournamentWinnerOdds(
  seasonMatches: readonly FeedMatch[],
  options: TournamentOddsOptions = {},
): FeedTournamentOdds[] {
  const probabilities = tournamentWinnerProbabilities(seasonMatches, options);
  const teams = [...probabilities.keys()];
  const prices = priceBackAndLay(
    teams.map((team) => probabilities.get(team)!),
    options.marginBps ?? TOURNAMENT_MARGIN_BPS,
  );
  return teams
    .map((teamName, i) => ({ teamName, ...prices[i]! }))
    .sort((a, b) => a.odds - b.odds || a.teamName.localeCompare(b.teamName));
}
