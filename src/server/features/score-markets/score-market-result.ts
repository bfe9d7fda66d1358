// When a score market (First Innings Runs, the runs after an over, an over's runs) is decided, and how,
// from the innings the live sync stored on the match. Pure: decide-score-markets.ts applies it.
import type { MarketKind } from '@shared/statuses';
import { ballsToOvers, BALLS_PER_OVER } from '../../feeds/cricket-notation';
import { inningsEnded, type StoredInnings } from './innings-ended';

export interface ScoreMarket {
  kind: MarketKind;
  line: number;
  innings: number | null;
  overs: number | null;
}

export type ScoreMarketResult =
  | { outcome: 'settled'; winner: 'Over' | 'Under' | 'Yes' | 'No'; result: string }
  | { outcome: 'void'; reason: string }
  | { outcome: 'open' };

const ORDINAL = ['1st', '2nd'];
const runsText = (runs: number) => `${runs} ${runs === 1 ? 'run' : 'runs'}`;
const oversText = (balls: number) => `${ballsToOvers(balls)} ${balls === BALLS_PER_OVER ? 'over' : 'overs'}`;

interface InningsState {
  score: StoredInnings | null;
  /** No more balls will be bowled in it (all out, overs done, target reached, next innings, match over). */
  ended: boolean;
}

function inningsState(innings: StoredInnings[], number: number, matchStatus: string): InningsState {
  return { score: innings[number - 1] ?? null, ended: inningsEnded(innings, number, matchStatus) };
}

function yesOrNo(runs: number, line: number, how: string, prefix: string): ScoreMarketResult {
  const winner = runs > line ? 'Yes' : 'No';
  return { outcome: 'settled', winner, result: `${prefix}: ${runsText(runs)} ${how} (${winner} ${line})` };
}

/** The runs at the end of over `over` (0: the start), when known. */
function runsAtOver(score: StoredInnings, over: number): number | null {
  if (over === 0) return 0;
  if (score.legalBalls < over * BALLS_PER_OVER) return null;
  return score.overTotals?.[over - 1] ?? null;
}

function runsAfterOvers(market: ScoreMarket, state: InningsState, prefix: string): ScoreMarketResult | null {
  const { score } = state;
  const overs = market.overs!;
  if (!score) return null;
  const atEnd = runsAtOver(score, overs);
  if (atEnd !== null) return yesOrNo(atEnd, market.line, `after ${overs} overs`, prefix);
  // Runs never go down: once past the line, Yes has won whatever follows.
  if (score.runs > market.line)
    return yesOrNo(score.runs, market.line, `at ${oversText(score.legalBalls)}`, prefix);
  if (state.ended && score.legalBalls < overs * BALLS_PER_OVER)
    return yesOrNo(score.runs, market.line, `at the innings' end (${oversText(score.legalBalls)})`, prefix);
  return null;
}

function overRuns(market: ScoreMarket, state: InningsState, prefix: string): ScoreMarketResult | null {
  const { score } = state;
  const over = market.overs!;
  if (!score) return null;
  const label = `${prefix}, over ${over}`;
  const reached = score.legalBalls >= (over - 1) * BALLS_PER_OVER;
  if (!reached)
    return state.ended ? { outcome: 'void', reason: `${label}: not bowled (the innings ended)` } : null;
  const atStart = runsAtOver(score, over - 1);
  if (atStart === null) return null;
  const atEnd = runsAtOver(score, over);
  if (atEnd !== null) return yesOrNo(atEnd - atStart, market.line, 'in the over', label);
  const soFar = score.runs - atStart;
  if (soFar > market.line) return yesOrNo(soFar, market.line, `by ${oversText(score.legalBalls)}`, label);
  if (!state.ended) return null;
  const started = score.legalBalls > (over - 1) * BALLS_PER_OVER || soFar > 0;
  if (!started) return { outcome: 'void', reason: `${label}: not bowled (the innings ended)` };
  return yesOrNo(soFar, market.line, `before the innings ended (${oversText(score.legalBalls)})`, label);
}

function firstInningsRuns(market: ScoreMarket, state: InningsState): ScoreMarketResult | null {
  const { score } = state;
  if (!score || !(state.ended || score.runs > market.line)) return null;
  if (!state.ended && score.runs <= market.line) return null;
  const winner = score.runs > market.line ? 'Over' : 'Under';
  return {
    outcome: 'settled',
    winner,
    result: `First innings: ${runsText(score.runs)} (${winner} ${market.line})`,
  };
}

/**
 * The result of a score market now: settled on the ball that decides it, void when the match is
 * abandoned (or finishes without the innings) before it is decided, or still open.
 */
export function scoreMarketResult(
  market: ScoreMarket,
  innings: StoredInnings[],
  matchStatus: string,
): ScoreMarketResult {
  const number = market.kind === 'FIRST_INNINGS_RUNS' ? 1 : market.innings!;
  const state = inningsState(innings, number, matchStatus);
  // The batting side, as the market's name has it; the innings only where it was never played.
  const prefix = state.score?.battingTeam ?? `${ORDINAL[number - 1]} innings`;
  const decided =
    market.kind === 'FIRST_INNINGS_RUNS'
      ? firstInningsRuns(market, state)
      : market.kind === 'SESSION_RUNS'
        ? runsAfterOvers(market, state, prefix)
        : overRuns(market, state, prefix);
  if (decided) return decided;
  if (matchStatus === 'ABANDONED')
    return { outcome: 'void', reason: 'Match abandoned before the market was decided' };
  if (state.ended)
    return {
      outcome: 'void',
      reason: state.score ? `${prefix}: the score by over is not known` : `${prefix} was not played`,
    };
  return { outcome: 'open' };
}
