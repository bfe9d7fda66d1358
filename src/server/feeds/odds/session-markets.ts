// Session markets: runs by the end of over N of an innings (SESSION_RUNS) and runs in one over
// (OVER_RUNS), each on a half-run line with Yes (more than the line) and No.
//
// The runs of a stretch of overs come from the same remaining-runs forecast that prices the win odds
// and First Innings Runs (scoring-model.ts; in a chase, with the chase's edge and spread from
// win-probability.ts), extended the way First Innings Runs gets its distribution:
// a normal around the forecast mean. For a stretch that ends before the innings does, the forecast of
// the whole rest of the innings is split in two at the stretch's last ball:
// - mean: the rest-of-innings mean shared out over the balls left in proportion to each ball's expected
//   runs in the delivery model (its powerplay, middle and death rates at today's wickets). The DLS
//   curve alone cannot do this split: it holds back resource for wickets in hand late on, so it puts
//   too few of the runs early (a 6-over line 10 runs short of what is scored);
// - spread: the rest-of-innings variance now minus the rest-of-innings variance still to come after
//   that ball, as the two parts add up to the whole.
// An innings that ends early (all out, target reached) counts the runs it had at its end.
import { BALLS_PER_OVER, T20_LEGAL_BALLS } from '../cricket-notation';
import { deliveryWeights, NO_BALL_BAT_WEIGHTS, OUTCOMES, RUNS_OFF_BAT } from '../simulator/delivery-model';
import { DEFAULT_MARGIN, MAX_ODDS, MIN_ODDS, priceWithMargin } from './pricing';
import { normalCdf, remainingRunsForecast, type RunsForecast } from './scoring-model';
import { chaseRunsForecast } from './win-probability';

export const SESSION_OVERS = [6, 10, 15, 20] as const;

export interface SessionInnings {
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
  rest: RunsForecast | null;
  /** A chase stops at its target, so no line at or above it can be beaten by the model's reckoning. */
  cap: number | null;
}

function isOver(innings: SessionInnings, endBall: number): boolean {
  return (
    innings.wickets >= 10 ||
    innings.legalBalls >= endBall ||
    (innings.target !== null && innings.runs >= innings.target)
  );
}

/** Expected runs per legal ball at this point of the innings, extras included, for an average side. */
function expectedRunsPerLegalBall(legalBalls: number, wicketsLost: number): number {
  const weights = deliveryWeights({
    legalBalls,
    wicketsLost,
    runMultiplier: 1,
    aggression: 0,
    freeHit: false,
    allowExtras: true,
  });
  const noBallBat = NO_BALL_BAT_WEIGHTS.reduce((sum, [outcome, w]) => sum + w * RUNS_OFF_BAT[outcome], 0);
  let runs = 0;
  let legal = 0;
  OUTCOMES.forEach((outcome, i) => {
    const w = weights[i]!;
    if (outcome === 'WIDE') runs += w;
    else if (outcome === 'NO_BALL') runs += w * (1 + noBallBat);
    else {
      runs += w * RUNS_OFF_BAT[outcome];
      legal += w;
    }
  });
  return runs / legal;
}

/** Share of the runs still to come (from legal ball `from` on) that falls before legal ball `to`. */
function shareBefore(from: number, to: number, wicketsLost: number): number {
  let before = 0;
  let all = 0;
  for (let ball = from; ball < T20_LEGAL_BALLS; ball++) {
    const runs = expectedRunsPerLegalBall(ball, wicketsLost);
    all += runs;
    if (ball < to) before += runs;
  }
  return all === 0 ? 0 : before / all;
}

/** Forecast of the batting side's total at the end of legal ball `endBall` (6 x the over number). */
export function runsAtBall(par: number, innings: SessionInnings, endBall: number): RunsAtBall {
  const cap = innings.target;
  if (isOver(innings, endBall)) return { runs: innings.runs, rest: null, cap };
  const forecast = innings.target === null ? remainingRunsForecast : chaseRunsForecast;
  const now = forecast(par, innings.legalBalls, innings.wickets);
  const after = forecast(par, Math.min(endBall, T20_LEGAL_BALLS), innings.wickets);
  const share = shareBefore(innings.legalBalls, endBall, innings.wickets);
  const rest = { mean: now.mean * share, sd: Math.sqrt(Math.max(0, now.sd ** 2 - after.sd ** 2)) };
  return { runs: innings.runs, rest, cap };
}

/** P(total at that ball > line): the fair probability of Yes. */
export function probabilityYes(forecast: RunsAtBall, line: number): number {
  if (forecast.cap !== null && line >= forecast.cap) return forecast.runs > line ? 1 : 0;
  if (forecast.runs > line) return 1;
  if (!forecast.rest || forecast.rest.sd === 0) return 0;
  return normalCdf((forecast.runs + forecast.rest.mean - line) / forecast.rest.sd);
}

/** The opening line: of the two half-runs around the median, the one whose price is nearer evens. */
export function openingLine(forecast: RunsAtBall): number {
  const uncapped = forecast.runs + (forecast.rest?.mean ?? 0);
  const median = forecast.cap === null ? uncapped : Math.min(uncapped, forecast.cap);
  const below = Math.floor(median) - 0.5;
  const candidates = [below, below + 1];
  const distance = (line: number) => Math.abs(probabilityYes(forecast, line) - 0.5);
  return distance(candidates[1]!) < distance(candidates[0]!) ? candidates[1]! : candidates[0]!;
}

/** Runs in one over (1-based) of the innings: the same forecast, between the over's first and last ball. */
export function overRunsForecast(par: number, innings: SessionInnings, over: number): RunsAtBall {
  const start = (over - 1) * BALLS_PER_OVER;
  if (innings.legalBalls > start) throw new RangeError(`Over ${over} has already started`);
  const atEnd = runsAtBall(par, innings, over * BALLS_PER_OVER);
  const cap = innings.target === null ? null : innings.target - innings.runs;
  return { runs: 0, rest: atEnd.rest, cap };
}

export type SessionPrice =
  | { status: 'open'; line: number; yes: number; no: number; yesOdds: number; noOdds: number }
  | { status: 'closed'; line: number; reason: 'decided'; yes: number };

/**
 * Odds with the bookmaker margin on both sides. A session whose price would go beyond the odds we
 * offer (shorter than MIN_ODDS or longer than MAX_ODDS before clamping) is all but decided: it closes
 * to new bets rather than sitting open at the limit.
 */
export function priceSession(forecast: RunsAtBall, line: number, margin = DEFAULT_MARGIN): SessionPrice {
  const yes = probabilityYes(forecast, line);
  const fair = [yes, 1 - yes];
  const beyondLimits = fair.some((p) => {
    const odds = 1 / (p * (1 + margin));
    return !(odds >= MIN_ODDS && odds <= MAX_ODDS);
  });
  if (beyondLimits) return { status: 'closed', line, reason: 'decided', yes };
  const [yesOdds, noOdds] = priceWithMargin(fair, margin) as [number, number];
  return { status: 'open', line, yes, no: 1 - yes, yesOdds, noOdds };
}
