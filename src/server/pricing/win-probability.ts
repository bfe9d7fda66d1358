// One file, several operations: one win-probability model; pre-match, first innings and chase are its
// phases, sharing the innings pars and tested together.
// P(win) from the score. Both innings totals are modelled as normal around their pars; in-play, the runs
// still to come are forecast from balls and wickets left (scoring-model.ts). Every function returns the
// probability for one side; callers take 1 - p for the other, so the pair always sums to exactly 1.
import { T20_LEGAL_BALLS } from '../feeds/cricket-notation';
import { resourceRemaining } from './dls-resource';
import { FULL_INNINGS_SD, normalCdf, remainingRunsForecast, type RunsForecast } from './scoring-model';

/**
 * Chasing sides pace themselves to the target and take more risk when behind, so a chase ends further
 * from "par" than a first innings would: its spread is wider (fitted on simulated matches).
 */
const CHASE_SPREAD = 1.25;
/** Knowing the target is worth a few runs to the chasing side over a full innings (chases win ~52%). */
const CHASE_EDGE_RUNS = 5;

export interface InningsScore {
  runs: number;
  wickets: number;
  legalBalls: number;
}

export function isInningsOver(score: InningsScore): boolean {
  return score.wickets >= 10 || score.legalBalls >= T20_LEGAL_BALLS;
}

/**
 * Before the toss: P(team A wins) given each side's par, averaged over who bats first (a fair toss).
 * Once the toss is known, winProbabilities uses the batting order instead.
 */
export function preMatchWinProbability(parA: number, parB: number): number {
  const start = { runs: 0, wickets: 0, legalBalls: 0 };
  const aBatsFirst = firstInningsWinProbability(start, parA, parB);
  const bBatsFirst = 1 - firstInningsWinProbability(start, parB, parA);
  return (aBatsFirst + bBatsFirst) / 2;
}

/**
 * During (or at the end of) the first innings: P(team batting first wins) = P(their final total beats
 * the chasing side's total), with the chase modelled as a fresh innings around its par.
 */
export function firstInningsWinProbability(
  first: InningsScore,
  battingFirstPar: number,
  chasingPar: number,
): number {
  const rest = remainingRunsForecast(battingFirstPar, first.legalBalls, first.wickets);
  const projectedTotal = first.runs + rest.mean;
  const spread = Math.sqrt(rest.sd ** 2 + (CHASE_SPREAD * FULL_INNINGS_SD) ** 2);
  return normalCdf((projectedTotal - chasingPar - CHASE_EDGE_RUNS) / spread);
}

/**
 * During the chase: P(chasing side wins). A tie (settled by a super over) counts half, which puts the
 * 50% point where the expected remaining runs equal the runs needed to tie.
 * Terminal states: target reached -> 1; all out or out of balls short of a tie -> 0; tie -> 0.5.
 */
export function chaseWinProbability(
  firstInningsRuns: number,
  chase: InningsScore,
  chasingPar: number,
): number {
  const runsToTie = firstInningsRuns - chase.runs;
  if (runsToTie < 0) return 1;
  if (isInningsOver(chase)) return runsToTie === 0 ? 0.5 : 0;
  const rest = chaseRunsForecast(chasingPar, chase.legalBalls, chase.wickets);
  return normalCdf((rest.mean - runsToTie) / rest.sd);
}

/** The runs a chasing side still makes: the remaining-runs forecast with the chase's edge and spread. */
export function chaseRunsForecast(chasingPar: number, legalBalls: number, wicketsLost: number): RunsForecast {
  const rest = remainingRunsForecast(chasingPar, legalBalls, wicketsLost);
  // The edge of knowing the target is spent early: once the chase is under way the score says it all.
  const edge = CHASE_EDGE_RUNS * resourceRemaining(T20_LEGAL_BALLS - legalBalls, wicketsLost) ** 4;
  return { mean: rest.mean + edge, sd: CHASE_SPREAD * rest.sd };
}

export interface BattingOrderPars {
  battingFirstPar: number;
  chasingPar: number;
}

/**
 * [P(batting first wins), P(chasing side wins)], summing to exactly 1, once the batting order is known:
 * before the first ball, first innings in progress or finished, chase in progress or finished.
 */
export function winProbabilities(
  pars: BattingOrderPars,
  first: InningsScore | null,
  chase: InningsScore | null,
): [number, number] {
  const battingFirst = chase
    ? 1 - chaseWinProbability(first?.runs ?? 0, chase, pars.chasingPar)
    : firstInningsWinProbability(
        first ?? { runs: 0, wickets: 0, legalBalls: 0 },
        pars.battingFirstPar,
        pars.chasingPar,
      );
  return [battingFirst, 1 - battingFirst];
}
