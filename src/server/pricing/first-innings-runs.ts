// One file, several operations: one over/under model; its expected total, line, price and settlement
// are steps of it, tested together.
// Over/under on the first-innings total. The line is fixed before the toss from the ground and the two
// teams, so it never moves once bets are on it; only the prices move as the innings unfolds.
import { T20_LEGAL_BALLS } from '../feeds/cricket-notation';
import { inningsPar, type MatchContext } from './ratings';
import { normalCdf, remainingRunsForecast } from './scoring-model';
import type { InningsScore } from './win-probability';

export type OverUnder = 'OVER' | 'UNDER';

/** Pre-match expected first-innings total: the average of both batting orders, since the toss is unknown. */
export function expectedFirstInningsTotal(context: MatchContext): number {
  return (inningsPar(context.home, context) + inningsPar(context.away, context)) / 2;
}

/** A .5 line so there is never a push: 181.3 -> 180.5 or 181.5, whichever is nearer. */
export function firstInningsLine(context: MatchContext): number {
  return Math.round(expectedFirstInningsTotal(context) - 0.5) + 0.5;
}

/**
 * P(first-innings total > `lineRuns`). Before the first ball `score` is null and `battingParRuns` is the expected
 * total for whoever bats first (or the pre-toss expectation). The spread narrows as balls and wickets
 * run out, so prices firm up towards the end of the innings.
 */
export function probabilityOver(
  lineRuns: number,
  battingParRuns: number,
  score: InningsScore | null,
): number {
  const runs = score?.runs ?? 0;
  const innings = score ?? { runs: 0, wickets: 0, legalBalls: 0 };
  const finished = innings.wickets >= 10 || innings.legalBalls >= T20_LEGAL_BALLS;
  if (runs > lineRuns) return 1;
  if (finished) return 0;
  const rest = remainingRunsForecast(battingParRuns, innings.legalBalls, innings.wickets);
  return normalCdf((runs + rest.mean - lineRuns) / rest.sd);
}

export function settleFirstInningsRuns(lineRuns: number, runs: number): OverUnder {
  if (Number.isInteger(lineRuns))
    throw new RangeError(`Lines are half-runs so there is no push: ${lineRuns}`);
  return runs > lineRuns ? 'OVER' : 'UNDER';
}
