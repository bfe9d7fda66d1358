// One file, several operations: reads a FeedMatch into the win model; its readers share the match's
// context and batting order.
// Reads a FeedMatch (from either provider) into the win-probability model.
import type { FeedMatch } from '../feeds/types';
import { inningsPar, type MatchContext } from './ratings';
import { preMatchWinProbability, winProbabilities } from './win-probability';

export interface TeamProbabilities {
  home: number;
  away: number;
}

export function matchContext(match: Pick<FeedMatch, 'home' | 'away' | 'venue'>): MatchContext {
  return { home: match.home.name, away: match.away.name, venue: match.venue };
}

/** Who bats first: known from the first innings, else from the toss; null before the toss. */
export function battingFirstTeam(match: FeedMatch): string | null {
  const first = match.innings[0];
  if (first) return first.battingTeam;
  if (!match.tossWinner || !match.tossDecision) return null;
  if (match.tossDecision === 'bat') return match.tossWinner;
  return match.tossWinner === match.home.name ? match.away.name : match.home.name;
}

/**
 * P(home wins) and P(away wins), summing to exactly 1. A finished match is certain (a tie without a
 * recorded winner is a coin flip); abandoned and postponed matches are priced as if played.
 */
export function matchWinProbabilities(match: FeedMatch): TeamProbabilities {
  if (match.status === 'COMPLETED') {
    if (match.winner === match.home.name) return { home: 1, away: 0 };
    if (match.winner === match.away.name) return { home: 0, away: 1 };
    return { home: 0.5, away: 0.5 };
  }
  const context = matchContext(match);
  const battingFirst =
    match.status === 'LIVE' || match.status === 'UPCOMING' ? battingFirstTeam(match) : null;
  if (!battingFirst) {
    const home = preMatchWinProbability(inningsPar(context.home, context), inningsPar(context.away, context));
    return { home, away: 1 - home };
  }
  const chasing = battingFirst === context.home ? context.away : context.home;
  const [battingFirstWins, chasingWins] = winProbabilities(
    { battingFirstPar: inningsPar(battingFirst, context), chasingPar: inningsPar(chasing, context) },
    match.innings[0] ?? null,
    match.innings[1] ?? null,
  );
  return battingFirst === context.home
    ? { home: battingFirstWins, away: chasingWins }
    : { home: chasingWins, away: battingFirstWins };
}
