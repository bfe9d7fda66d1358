// What the delivery model expects of an innings, worked out exactly rather than by simulation: the
// innings is a Markov chain over balls and wickets (batting as the engine does when setting a total),
// so the expected runs of every ball to come follow from the state now.
//
// Two things are derived from it, so the simulator and the prices cannot drift apart:
// - the runMultiplier that makes an innings' expected total its par, with the side's day-to-day form
//   averaged in. Runs do not scale in proportion to the multiplier (boundaries grow faster than
//   singles, wickets fall more slowly), so no single "neutral par" divisor puts every ground on par;
// - how the runs still to come are spread over the balls left, which the session markets use to split
//   a rest-of-innings forecast at a session's end.
// One file, several operations: one exact computation, whose intermediate results callers also read.
import { T20_LEGAL_BALLS } from '../cricket-notation';
import { settingAggression } from './batting-intent';
import { legalBallExpectation, type LegalBallExpectation } from './delivery-model';

/** Day-to-day form of a batting side: its runMultiplier is scaled by exp(FORM_SD x a standard normal). */
export const FORM_SD = 0.1;

/** Each legal ball's expectation at this multiplier, indexed [ball][wickets lost] (0..9 wickets). */
function legalBallTable(runMultiplier: number): LegalBallExpectation[][] {
  return Array.from({ length: T20_LEGAL_BALLS }, (_, ball) =>
    Array.from({ length: 10 }, (_, wicketsLost) =>
      legalBallExpectation({
        legalBalls: ball,
        wicketsLost,
        runMultiplier,
        aggression: settingAggression(ball, wicketsLost),
      }),
    ),
  );
}

/** One legal ball's expectation with `wickets` down and `runsSoFar` expected runs already scored since the start. */
type BallExpectation = (ball: number, wickets: number, runsSoFar: number) => LegalBallExpectation;

/**
 * Expected runs of each legal ball from `legalBalls` to the last, with `wicketsLost` down now: the
 * chance of each number of wickets down is carried forward ball by ball (runs only as their mean, which
 * is all a chase's pace needs). The engine's cap on extras late in an innings is left out: it only binds
 * after dozens of extras.
 */
function runsByBall(expectation: BallExpectation, legalBalls: number, wicketsLost: number): number[] {
  // chance[w]: probability of w wickets down at the start of the ball (all out: no more runs).
  let chance: number[] = Array.from({ length: 11 }, (_, w) => (w === wicketsLost ? 1 : 0));
  const runs: number[] = [];
  let runsSoFar = 0;
  for (let ball = legalBalls; ball < T20_LEGAL_BALLS; ball++) {
    const next = Array.from({ length: 11 }, () => 0);
    next[10] = chance[10]!;
    let expected = 0;
    for (let wickets = 0; wickets < 10; wickets++) {
      const p = chance[wickets]!;
      if (p === 0) continue;
      const { runs: ballRuns, wicket } = expectation(ball, wickets, runsSoFar);
      expected += p * ballRuns;
      next[wickets]! += p * (1 - wicket);
      next[wickets + 1]! += p * wicket;
    }
    runs.push(expected);
    runsSoFar += expected;
    chance = next;
  }
  return runs;
}

const fromTable =
  (table: LegalBallExpectation[][]): BallExpectation =>
  (ball, wickets) =>
    table[ball]![wickets]!;

/** Expected total of a first innings batted at this runMultiplier (form fixed). */
export function expectedInningsRuns(runMultiplier: number): number {
  return runsByBall(fromTable(legalBallTable(runMultiplier)), 0, 0).reduce((sum, r) => sum + r, 0);
}

/** Gauss-Hermite nodes and weights (5 points) for the mean of a function of a standard normal. */
export const HERMITE = [
  [0, 0.945308720482942],
  [0.958572464613819, 0.393619323152241],
  [-0.958572464613819, 0.393619323152241],
  [2.020182870456086, 0.019953242059046],
  [-2.020182870456086, 0.019953242059046],
].map(([x, w]) => [Math.SQRT2 * x!, w! / Math.sqrt(Math.PI)] as const);

/**
 * log(expected total) against log(runMultiplier) is smooth and close to a straight line, so it is
 * tabulated once on a grid and read between points (within 0.02 runs of the exact figure).
 */
const STEP = 0.025;
const HALF_WIDTH = 0.7;
const LOG_MULTIPLIERS = Array.from(
  { length: Math.round((2 * HALF_WIDTH) / STEP) + 1 },
  (_, k) => -HALF_WIDTH + k * STEP,
);

/** y at x on the polyline through (xs, ys) (xs increasing), extended along its end segments. */
function interpolate(xs: readonly number[], ys: readonly number[], x: number): number {
  let k = 0;
  while (k < xs.length - 2 && x > xs[k + 1]!) k++;
  const t = (x - xs[k]!) / (xs[k + 1]! - xs[k]!);
  return ys[k]! + t * (ys[k + 1]! - ys[k]!);
}

let formTable: { logMultipliers: number[]; logTotals: number[] } | undefined;

/** log(expected total, form averaged in) at each grid multiplier that leaves room for the form nodes. */
function totalsWithForm() {
  if (formTable) return formTable;
  const logTotals = LOG_MULTIPLIERS.map((x) => Math.log(expectedInningsRuns(Math.exp(x))));
  const reach = FORM_SD * HERMITE[3]![0];
  const logMultipliers = LOG_MULTIPLIERS.filter((x) => Math.abs(x) <= HALF_WIDTH - reach + 1e-9);
  formTable = {
    logMultipliers,
    logTotals: logMultipliers.map((x) =>
      Math.log(
        HERMITE.reduce(
          (sum, [z, w]) => sum + w * Math.exp(interpolate(LOG_MULTIPLIERS, logTotals, x + FORM_SD * z)),
          0,
        ),
      ),
    ),
  };
  return formTable;
}

/** The runMultiplier (before form) whose expected first-innings total, form averaged in, is `parRuns`. */
export function runMultiplierFor(parRuns: number): number {
  const { logMultipliers, logTotals } = totalsWithForm();
  return Math.exp(interpolate(logTotals, logMultipliers, Math.log(parRuns)));
}

interface ParTables {
  balls: LegalBallExpectation[][];
  /** Expected runs still to come from the start of [ball][wickets lost] (121 x 11, zero at the end). */
  rest: number[][];
}

const tablesByPar = new Map<number, ParTables>();

/** The delivery model's tables for an innings with this par, worked out once per par. */
function parTables(parRuns: number): ParTables {
  const known = tablesByPar.get(parRuns);
  if (known) return known;
  const balls = legalBallTable(runMultiplierFor(parRuns));
  const rest = Array.from({ length: T20_LEGAL_BALLS + 1 }, () => Array.from({ length: 11 }, () => 0));
  for (let ball = T20_LEGAL_BALLS - 1; ball >= 0; ball--) {
    for (let wickets = 0; wickets < 10; wickets++) {
      const { runs, wicket } = balls[ball]![wickets]!;
      rest[ball]![wickets] =
        runs + wicket * rest[ball + 1]![wickets + 1]! + (1 - wicket) * rest[ball + 1]![wickets]!;
    }
  }
  const tables = { balls, rest };
  tablesByPar.set(parRuns, tables);
  return tables;
}

/**
 * Expected runs of each legal ball still to come (from `legalBalls` on, `wicketsLost` down) in an
 * innings whose par is `parRuns`: how the delivery model spreads the rest of an innings over its balls.
 */
export function expectedRunsProfile(parRuns: number, legalBalls: number, wicketsLost: number): number[] {
  return runsByBall(fromTable(parTables(parRuns).balls), legalBalls, wicketsLost);
}

/**
 * Share (0..1) of a full innings' expected runs still to come from `legalBalls` with `wicketsLost`
 * down, by the delivery model: the runs-level counterpart of a Duckworth-Lewis resource.
 */
export function shareStillToCome(parRuns: number, legalBalls: number, wicketsLost: number): number {
  if (legalBalls >= T20_LEGAL_BALLS || wicketsLost >= 10) return 0;
  // Before the first ball no tables are needed: pre-match prices for every pairing stay cheap.
  if (legalBalls <= 0 && wicketsLost <= 0) return 1;
  const { rest } = parTables(parRuns);
  return rest[Math.max(0, legalBalls)]![Math.max(0, Math.floor(wicketsLost))]! / rest[0]![0]!;
}
