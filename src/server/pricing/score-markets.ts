// One file, several operations: one score-market model; runs at a ball, P(Yes), the opening line and
// the over forecast are steps of one price, pinned together in its test.
// Score markets (the product's sessions): runs by the end of over N of an innings (SESSION_RUNS) and
// runs in one over (OVER_RUNS), each on a half-run line with Yes (more than the line) and No.
//
// Worked example (pinned in score-markets.test.ts), the first-innings path: a side whose par is 180
// runs is 40/1 after 4 overs (legal ball 24); the market is "runs after 6 overs", ending at legal ball 36.
// - runsAtBall(180, { runs: 40, wickets: 1, legalBalls: 24, target: null }, 36): the side's table gives
//   the runs still to come in those 12 balls, median 18 (mean 17.9); the normal forecast beside it,
//   which only says whether the stretch is decided, has mean 17.9 and spread (sd) 9.2.
// - openingLine: the median total is 40 + 18 = 58; of 57.5 and 58.5, P(Yes) is 0.502 and 0.443, so the
//   line is 57.5.
// - priceScoreLine at DEFAULT_MARGIN_BPS (600): fair 0.502 / 0.498 (odds 1.99 / 2.01 without a margin),
//   times 1.06 -> Yes 1.88, No 1.89.
//
// The runs to come at a stretch's end are read from the delivery model's own distribution of them, worked
// out exactly as the match engine bats:
// - setting a total, the side bats by the ball and its wickets alone, so the runs to come from every
//   state are tabulated once for a side (first-innings-table.ts), and an over's runs are played from
//   its state (chase-distribution.ts, with no target);
// - chasing, the side bats to the runs it needs, so the chase is played on from its state
//   (chase-distribution.ts), overshoot of the winning hit included.
// An innings that ends early (all out, target reached) counts the runs it had at its end.
//
// The normal forecast of the runs to come (scoring-model.ts, win-probability.ts) still says whether a
// stretch is decided, and prices a chase's over before it starts: whether the chase is still on then,
// and at what pace, is not known. For it, the forecast of the whole rest of the innings is split in two
// at the stretch's last ball:
// - mean: the rest-of-innings mean shared out over the balls left in proportion to each ball's expected
//   runs in the delivery model, worked out with wickets falling as the model has them fall
//   (simulator/innings-expectation.ts);
// - spread: the rest-of-innings variance now minus the rest-of-innings variance still to come after
//   that ball, as the two parts add up to the whole;
// - centre: the normal sits on the median, the mean less the shift for the skew the delivery model's
//   boundaries give a few overs' runs (which matters for one over: its median is below its mean).
import { BALLS_PER_OVER, T20_LEGAL_BALLS } from '../feeds/cricket-notation';
import {
  deliveryWeights,
  NO_BALL_BAT_WEIGHTS,
  OUTCOMES,
  RUNS_OFF_BAT,
  type DeliveryOutcome,
} from '../feeds/simulator/delivery-model';
import { expectedRunsProfile } from '../feeds/simulator/innings-expectation';
import { chaseRunsToCome } from './chase-distribution';
import { firstInningsTable, tabledRunsToCome } from './first-innings-table';
import { beyondOfferedOdds, DEFAULT_MARGIN_BPS, priceWithMargin } from './pricing';
import { normalCdf, remainingRunsForecast, type RunsForecast } from './scoring-model';
import { chaseRunsForecast } from './win-probability';

/** The overs at whose end a SESSION_RUNS market is decided. */
export const SCORE_MARKET_OVERS = [6, 10, 15, 20] as const;

/** The legal balls at which SESSION_RUNS markets are decided: the ends of a first-innings table. */
export const SCORE_MARKET_ENDS: readonly number[] = SCORE_MARKET_OVERS.map((overs) => overs * BALLS_PER_OVER);

export interface ScoreMarketInnings {
  runs: number;
  wickets: number;
  legalBalls: number;
  /** Runs needed to win in a chase (first-innings total + 1); null in the first innings. */
  target: number | null;
}

/** Runs the batting side will have at a ball: what they have, plus a normal forecast of the rest. */
export interface RunsAtBall {
  /** Runs already on the board. */
  runs: number;
  /** Runs still to come up to the ball, or null when the stretch is already decided. */
  rest: (RunsForecast & { skew: number }) | null;
  /** A chase stops at its target, so no line at or above it can be beaten by the normal's reckoning. */
  cap: number | null;
  /**
   * P(runs still to come = k) worked out exactly (index k); when present it prices the stretch instead
   * of `rest` and `cap`.
   */
  distribution?: Float64Array;
}

function isOver(innings: ScoreMarketInnings, endLegalBall: number): boolean {
  return (
    innings.wickets >= 10 ||
    innings.legalBalls >= endLegalBall ||
    (innings.target !== null && innings.runs >= innings.target)
  );
}

interface BallMoments {
  /** Expected runs per legal ball, extras included. */
  mean: number;
  /** Third central moment of those runs: boundaries make one ball's runs skewed to the right. */
  third: number;
}

/** What the delivery model expects of one legal ball (with the extras bowled before it), average side. */
function ballMoments(legalBalls: number, wicketsLost: number): BallMoments {
  const weights = deliveryWeights({
    legalBalls,
    wicketsLost,
    runMultiplier: 1,
    aggression: 0,
    freeHit: false,
    allowExtras: true,
  });
  const noBallBat = NO_BALL_BAT_WEIGHTS.reduce((sum, [outcome, w]) => sum + w * RUNS_OFF_BAT[outcome], 0);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const runsOf = (outcome: DeliveryOutcome) =>
    outcome === 'WIDE' ? 1 : outcome === 'NO_BALL' ? 1 + noBallBat : RUNS_OFF_BAT[outcome];
  const deliveryMean = OUTCOMES.reduce((sum, outcome, i) => sum + (weights[i]! / total) * runsOf(outcome), 0);
  const deliveryThird = OUTCOMES.reduce(
    (sum, outcome, i) => sum + (weights[i]! / total) * (runsOf(outcome) - deliveryMean) ** 3,
    0,
  );
  const legal = OUTCOMES.reduce((sum, outcome, i) => (isLegal(outcome) ? sum + weights[i]! : sum), 0);
  const deliveriesPerLegalBall = total / legal;
  return { mean: deliveryMean * deliveriesPerLegalBall, third: deliveryThird * deliveriesPerLegalBall };
}

function isLegal(outcome: DeliveryOutcome): boolean {
  return outcome !== 'WIDE' && outcome !== 'NO_BALL';
}

/**
 * Of the runs still to come (from legal ball `from` on): the share that falls before legal ball `to`,
 * as the delivery model spreads them with wickets falling as they do, and the third cumulant of those
 * runs (cumulants of independent balls add up).
 */
function stretchBefore(
  parRuns: number,
  from: number,
  to: number,
  wicketsLost: number,
): { share: number; third: number } {
  const profile = expectedRunsProfile(parRuns, from, wicketsLost);
  const all = profile.reduce((sum, runs) => sum + runs, 0);
  const before = profile.slice(0, Math.max(0, to - from)).reduce((sum, runs) => sum + runs, 0);
  let third = 0;
  for (let ball = from; ball < Math.min(to, T20_LEGAL_BALLS); ball++)
    third += ballMoments(ball, wicketsLost).third;
  return { share: all === 0 ? 0 : before / all, third };
}

/**
 * Forecast of the batting side's total at the end of legal ball `endLegalBall` (6 x the over number). A chase
 * not yet worked out from this state is worked out up to `lastBall`: the innings' end, which every
 * score market reads, unless the caller needs no further than its own over.
 */
export function runsAtBall(
  parRuns: number,
  innings: ScoreMarketInnings,
  endLegalBall: number,
  lastBall: number = T20_LEGAL_BALLS,
): RunsAtBall {
  const cap = innings.target;
  if (isOver(innings, endLegalBall)) return { runs: innings.runs, rest: null, cap };
  const forecast = innings.target === null ? remainingRunsForecast : chaseRunsForecast;
  const now = forecast(parRuns, innings.legalBalls, innings.wickets);
  const after = forecast(parRuns, Math.min(endLegalBall, T20_LEGAL_BALLS), innings.wickets);
  const stretch = stretchBefore(parRuns, innings.legalBalls, endLegalBall, innings.wickets);
  const sd = Math.sqrt(Math.max(0, now.sd ** 2 - after.sd ** 2));
  const rest = { mean: now.mean * stretch.share, sd, skew: sd === 0 ? 0 : stretch.third / sd ** 3 };
  const distribution =
    innings.target === null
      ? firstInningsRunsToCome(parRuns, innings, endLegalBall)
      : chaseRunsToCome(parRuns, innings.target, innings, endLegalBall, lastBall);
  return { runs: innings.runs, rest, cap, distribution };
}

/** A SESSION_RUNS market's end from the side's table; any other over's end played on from the state, a few balls. */
function firstInningsRunsToCome(
  parRuns: number,
  innings: ScoreMarketInnings,
  endLegalBall: number,
): Float64Array {
  const end = Math.min(endLegalBall, T20_LEGAL_BALLS);
  const tabled = SCORE_MARKET_ENDS.includes(end)
    ? tabledRunsToCome(firstInningsTable(parRuns, SCORE_MARKET_ENDS), innings, end)
    : undefined;
  return tabled ?? chaseRunsToCome(parRuns, null, innings, end, end);
}

/** The least k with P(runs still to come <= k) >= 1/2. */
function distributionMedian(distribution: Float64Array): number {
  let below = 0;
  for (let k = 0; k < distribution.length; k++) {
    below += distribution[k]!;
    if (below >= 0.5) return k;
  }
  return distribution.length - 1;
}

/** P(runs still to come > more): the distribution's upper tail. */
function distributionAbove(distribution: Float64Array, more: number): number {
  let above = 0;
  for (let k = Math.max(0, Math.floor(more) + 1); k < distribution.length; k++) above += distribution[k]!;
  return Math.min(1, above);
}

/** Boundaries skew the runs of a few overs to the right; beyond this the one-term correction fails. */
const MAX_SKEW = 1;

/**
 * The median total: the mean less the first-order (Cornish-Fisher) shift for the skew of the runs to
 * come. The normal is centred on it, so a line at the median is priced at evens.
 */
function median(forecast: RunsAtBall): number {
  if (forecast.distribution) return forecast.runs + distributionMedian(forecast.distribution);
  const rest = forecast.rest;
  if (!rest) return forecast.runs;
  return forecast.runs + rest.mean - (rest.sd * Math.min(MAX_SKEW, rest.skew)) / 6;
}

/** P(total at that ball > `lineRuns`): the fair probability of Yes. */
export function probabilityYes(forecast: RunsAtBall, lineRuns: number): number {
  if (forecast.runs > lineRuns) return 1;
  if (forecast.distribution) return distributionAbove(forecast.distribution, lineRuns - forecast.runs);
  if (forecast.cap !== null && lineRuns >= forecast.cap) return 0;
  if (!forecast.rest || forecast.rest.sd === 0) return 0;
  return normalCdf((median(forecast) - lineRuns) / forecast.rest.sd);
}

/** The opening line: of the two half-runs around the median, the one whose price is nearer evens. */
export function openingLine(forecast: RunsAtBall): number {
  const uncapped = median(forecast);
  const middle = forecast.cap === null || forecast.distribution ? uncapped : Math.min(uncapped, forecast.cap);
  const below = Math.floor(middle) - 0.5;
  const candidates = [below, below + 1];
  const distance = (lineRuns: number) => Math.abs(probabilityYes(forecast, lineRuns) - 0.5);
  return distance(candidates[1]!) < distance(candidates[0]!) ? candidates[1]! : candidates[0]!;
}

/** Runs in one over (1-based) of the innings: the same forecast, between the over's first and last ball. */
export function overRunsForecast(parRuns: number, innings: ScoreMarketInnings, over: number): RunsAtBall {
  const start = (over - 1) * BALLS_PER_OVER;
  if (innings.legalBalls > start) throw new RangeError(`Over ${over} has already started`);
  const atEnd = runsAtBall(parRuns, innings, over * BALLS_PER_OVER, over * BALLS_PER_OVER);
  const cap = innings.target === null ? null : innings.target - innings.runs;
  return { ...atEnd, runs: 0, cap };
}

export type ScoreMarketPrice =
  | { status: 'open'; lineRuns: number; yes: number; no: number; yesOdds: number; noOdds: number }
  | { status: 'closed'; lineRuns: number; reason: 'decided'; yes: number };

/**
 * Odds with the bookmaker margin on both sides. A score market whose price would go beyond the odds we
 * offer (shorter than MIN_ODDS or longer than MAX_ODDS before clamping) is all but decided: it closes
 * to new bets rather than sitting open at the limit.
 */
export function priceScoreLine(
  forecast: RunsAtBall,
  lineRuns: number,
  marginBps = DEFAULT_MARGIN_BPS,
): ScoreMarketPrice {
  const yes = probabilityYes(forecast, lineRuns);
  const fair = [yes, 1 - yes];
  if (beyondOfferedOdds(fair, marginBps)) return { status: 'closed', lineRuns, reason: 'decided', yes };
  const [yesOdds, noOdds] = priceWithMargin(fair, marginBps) as [number, number];
  return { status: 'open', lineRuns, yes, no: 1 - yes, yesOdds, noOdds };
}
