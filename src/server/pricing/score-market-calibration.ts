// One file, several operations: one calibration run; playing seeded score markets and binning them are its
// steps, run together by its test and bench.
// Calibration of the score-market model against the simulator: play seeded matches, price every
// score market at its opening line from the state when the market opens (before the innings for
// SESSION_RUNS, at the over's start for OVER_RUNS), and compare the fair P(Yes) with what happened.
import { IPL_TEAMS } from '@shared/teams';
import { BALLS_PER_OVER, T20_OVERS } from '../feeds/cricket-notation';
import { randomFor } from '../feeds/prng';
import { simulateMatch, type SimulatedMatch } from '../feeds/simulator/match-engine';
import { inningsPar, type MatchContext } from './ratings';
import {
  openingLine,
  overRunsForecast,
  probabilityYes,
  runsAtBall,
  SCORE_MARKET_OVERS,
  type ScoreMarketInnings,
} from './score-markets';

/** The overs whose OVER_RUNS market is checked: powerplay, middle and death. */
const OVER_RUNS_OVERS = [1, 4, 8, 12, 16, 19];

export interface ScoreMarketOutcome {
  /** e.g. "SESSION_RUNS 6 overs, innings 1" */
  market: string;
  /** Fair P(Yes) at the opening line. */
  p: number;
  yes: boolean;
}

function contextFor(index: number): MatchContext {
  const home = IPL_TEAMS[index % IPL_TEAMS.length]!;
  const away = IPL_TEAMS[(index + 1 + (Math.floor(index / IPL_TEAMS.length) % 9)) % IPL_TEAMS.length]!;
  return { home: home.name, away: away.name, venue: home.homeVenue };
}

/** An innings as the calibration reads it: the side's par, the target, and the score at every over's end. */
interface PlayedInnings {
  index: 0 | 1;
  parRuns: number;
  target: number | null;
  legalBalls: number;
  /** The score once 6 x i legal balls are bowled (or at the innings' end, if sooner), i = 0..20. */
  atOverEnds: { runs: number; wickets: number }[];
}

function playedInnings(match: SimulatedMatch, index: 0 | 1, context: MatchContext): PlayedInnings {
  const record = match.innings[index];
  const balls = match.deliveries.slice(record.start, record.end);
  const scoreAfter = (legalBalls: number) => {
    if (legalBalls === 0) return { runs: 0, wickets: 0 };
    const end = balls.find((ball) => ball.legal && ball.totalLegalBalls === legalBalls) ?? balls.at(-1)!;
    return { runs: end.totalRuns, wickets: end.totalWickets };
  };
  return {
    index,
    parRuns: inningsPar(record.battingTeam, context),
    target: index === 1 ? match.innings[0].runs + 1 : null,
    legalBalls: record.legalBalls,
    atOverEnds: Array.from({ length: T20_OVERS + 1 }, (_, over) => scoreAfter(over * BALLS_PER_OVER)),
  };
}

function inningsOutcomes(innings: PlayedInnings): ScoreMarketOutcome[] {
  const { index, parRuns, target, atOverEnds } = innings;
  const outcomes: ScoreMarketOutcome[] = [];
  const start: ScoreMarketInnings = { runs: 0, wickets: 0, legalBalls: 0, target };
  for (const overs of SCORE_MARKET_OVERS) {
    const forecast = runsAtBall(parRuns, start, overs * BALLS_PER_OVER);
    const lineRuns = openingLine(forecast);
    outcomes.push({
      market: `SESSION_RUNS ${overs} overs, innings ${index + 1}`,
      p: probabilityYes(forecast, lineRuns),
      yes: atOverEnds[overs]!.runs > lineRuns,
    });
  }
  for (const over of OVER_RUNS_OVERS) {
    const legalBalls = (over - 1) * BALLS_PER_OVER;
    const before = atOverEnds[over - 1]!;
    const state = { ...before, legalBalls, target };
    const stillBatting = innings.legalBalls > legalBalls && (target === null || before.runs < target);
    if (!stillBatting) continue;
    const forecast = overRunsForecast(parRuns, state, over);
    const lineRuns = openingLine(forecast);
    outcomes.push({
      market: `OVER_RUNS over ${over}, innings ${index + 1}`,
      p: probabilityYes(forecast, lineRuns),
      yes: atOverEnds[over]!.runs - before.runs > lineRuns,
    });
  }
  return outcomes;
}

/**
 * Plays `matches` seeded matches (two innings each) and returns every score market's prediction and result.
 * The innings are priced side by side (by par), so each side's first-innings table is built once.
 */
export function playScoreMarkets(matches: number, seed: number): ScoreMarketOutcome[] {
  const innings: PlayedInnings[] = [];
  for (let i = 0; i < matches; i++) {
    const context = contextFor(i);
    // The label names this run's random stream: another label would play other matches.
    const match = simulateMatch(context, randomFor(seed, i, 'session-calibration'));
    innings.push(playedInnings(match, 0, context), playedInnings(match, 1, context));
  }
  return innings.sort((a, b) => a.index - b.index || a.parRuns - b.parRuns).flatMap(inningsOutcomes);
}

export interface ReliabilityBin {
  from: number;
  to: number;
  count: number;
  meanP: number;
  observed: number;
  /** Binomial standard error of the observed frequency if the model is right. */
  se: number;
}

export interface Calibration {
  count: number;
  meanP: number;
  observed: number;
  se: number;
  /** (observed - predicted) / se: within a few units when the model is fair. */
  z: number;
  brier: number;
  /** Brier score of always saying 0.5. */
  brierHalf: number;
  bins: ReliabilityBin[];
}

/** Reliability of a set of predictions: overall bias in standard errors, Brier scores and a table by bin. */
export function calibration(outcomes: readonly ScoreMarketOutcome[], binWidth = 0.1): Calibration {
  const count = outcomes.length;
  const sum = (f: (o: ScoreMarketOutcome) => number) => outcomes.reduce((total, o) => total + f(o), 0);
  const meanP = sum((o) => o.p) / count;
  const observed = sum((o) => (o.yes ? 1 : 0)) / count;
  const se = Math.sqrt(sum((o) => o.p * (1 - o.p))) / count;
  const bins: ReliabilityBin[] = [];
  for (let from = 0; from < 1 - 1e-9; from += binWidth) {
    const to = from + binWidth;
    const inBin = outcomes.filter((o) => o.p >= from && (o.p < to || (to >= 1 - 1e-9 && o.p <= 1)));
    if (inBin.length === 0) continue;
    const binP = inBin.reduce((total, o) => total + o.p, 0) / inBin.length;
    bins.push({
      from,
      to,
      count: inBin.length,
      meanP: binP,
      observed: inBin.filter((o) => o.yes).length / inBin.length,
      se: Math.sqrt(inBin.reduce((total, o) => total + o.p * (1 - o.p), 0)) / inBin.length,
    });
  }
  return {
    count,
    meanP,
    observed,
    se,
    z: se === 0 ? 0 : (observed - meanP) / se,
    brier: sum((o) => (o.p - (o.yes ? 1 : 0)) ** 2) / count,
    brierHalf: 0.25,
    bins,
  };
}

/** Outcomes grouped by score market, in the order they were first seen. */
export function byScoreMarket(outcomes: readonly ScoreMarketOutcome[]): Map<string, ScoreMarketOutcome[]> {
  const groups = new Map<string, ScoreMarketOutcome[]>();
  for (const outcome of outcomes) {
    const group = groups.get(outcome.market) ?? [];
    group.push(outcome);
    groups.set(outcome.market, group);
  }
  return groups;
}
