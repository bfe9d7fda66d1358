// What happens on one delivery. Probabilities depend on the phase of the innings, how many wickets are
// down, how strong the batting side is against this attack at this ground (runMultiplier), and how hard
// the batters are pushing (aggression: chasing a steep target, or protecting a collapse).
// One file, several operations: one delivery model: its weights and the expectation that follows from them.
import { BALLS_PER_OVER } from '../cricket-notation';

export type DeliveryOutcome =
  'DOT' | 'ONE' | 'TWO' | 'THREE' | 'FOUR' | 'SIX' | 'WICKET' | 'WIDE' | 'NO_BALL';

export const OUTCOMES: readonly DeliveryOutcome[] = [
  'DOT',
  'ONE',
  'TWO',
  'THREE',
  'FOUR',
  'SIX',
  'WICKET',
  'WIDE',
  'NO_BALL',
];

export const RUNS_OFF_BAT: Record<DeliveryOutcome, number> = {
  DOT: 0,
  ONE: 1,
  TWO: 2,
  THREE: 3,
  FOUR: 4,
  SIX: 6,
  WICKET: 0,
  WIDE: 0,
  NO_BALL: 0,
};

/** Legal-ball weights [dot, 1, 2, 3, 4, 6, wicket] per phase, shaped on recent IPL ball-by-ball rates. */
const POWERPLAY = [0.39, 0.28, 0.065, 0.005, 0.165, 0.06, 0.045];
const MIDDLE_OVERS = [0.335, 0.39, 0.085, 0.005, 0.11, 0.07, 0.043];
const DEATH_OVERS = [0.27, 0.31, 0.085, 0.005, 0.155, 0.115, 0.085];
const WIDE_RATE = 0.035;
const NO_BALL_RATE = 0.006;

const POWERPLAY_BALLS = 6 * BALLS_PER_OVER;
const DEATH_FROM_BALL = 16 * BALLS_PER_OVER;

export interface DeliveryContext {
  /** Legal balls already bowled in this innings (0..119). */
  legalBalls: number;
  wicketsLost: number;
  /** Expected innings total for this matchup over the engine's neutral par; 1 = average. */
  runMultiplier: number;
  /** -1 (blocking) .. 0 (normal) .. 1.5 (slogging): more boundaries and more wickets. */
  aggression: number;
  /** After a no-ball the batter cannot be out (bowled or caught) on the next legal ball. */
  freeHit: boolean;
  /** Extras are switched off once an innings has had its fill, so an innings always ends in bounded time. */
  allowExtras: boolean;
}

function phaseWeights(legalBalls: number): number[] {
  if (legalBalls < POWERPLAY_BALLS) return POWERPLAY;
  if (legalBalls >= DEATH_FROM_BALL) return DEATH_OVERS;
  return MIDDLE_OVERS;
}

/** Relative weights for OUTCOMES in this situation (not normalised). */
export function deliveryWeights(context: DeliveryContext): number[] {
  const [dot, one, two, three, four, six, wicket] = phaseWeights(context.legalBalls) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const { runMultiplier: m, aggression: a, wicketsLost } = context;
  // The lower order hits fewer boundaries and gets out more often.
  const tail = Math.max(0, wicketsLost - 5);
  const batting = Math.max(0.4, 1 - 0.09 * tail);
  const fragility = 1 + 0.18 * tail;
  const boundary = m ** 2.2 * batting * (1 + 0.55 * a);
  const rotation = m ** 0.6 * (1 + 0.1 * a);
  const out = context.freeHit ? 0 : (wicket * fragility * (1 + 0.75 * a)) / m;
  return [
    Math.max(0.05, dot * (1 - 0.35 * a)) + (context.freeHit ? wicket : 0),
    one * rotation,
    two * rotation,
    three * rotation,
    four * boundary,
    six * boundary * (1 + 0.25 * a),
    Math.max(0, out),
    context.allowExtras ? WIDE_RATE : 0,
    context.allowExtras ? NO_BALL_RATE : 0,
  ];
}

/** Runs scored off the bat from a no-ball: mostly dots and singles, sometimes a boundary. */
export const NO_BALL_BAT_WEIGHTS: readonly [DeliveryOutcome, number][] = [
  ['DOT', 0.4],
  ['ONE', 0.35],
  ['TWO', 0.08],
  ['FOUR', 0.12],
  ['SIX', 0.05],
];

const NO_BALL_BAT_TOTAL = NO_BALL_BAT_WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
/** A no-ball's runs (its 1 and the bat's) and their chances, in NO_BALL_BAT_WEIGHTS' order. */
export const NO_BALL_OUTCOMES: readonly { runs: number; share: number }[] = NO_BALL_BAT_WEIGHTS.map(
  ([outcome, w]) => ({ runs: 1 + RUNS_OFF_BAT[outcome], share: w / NO_BALL_BAT_TOTAL }),
);

/** What one legal ball yields on average, counting the wides and no-balls bowled before it. */
export interface LegalBallExpectation {
  /** Expected runs, extras included. */
  runs: number;
  /** Probability that the legal ball takes a wicket. */
  wicket: number;
}

const WIDE = OUTCOMES.indexOf('WIDE');
const NO_BALL = OUTCOMES.indexOf('NO_BALL');
const WICKET = OUTCOMES.indexOf('WICKET');
const NO_BALL_RUNS =
  1 + NO_BALL_BAT_WEIGHTS.reduce((sum, [outcome, w]) => sum + w * RUNS_OFF_BAT[outcome], 0);

/**
 * A legal ball in this situation, extras allowed. A wide is bowled again; a no-ball is bowled again as a
 * free hit, and wides and no-balls on a free hit keep it one.
 */
export function legalBallExpectation(
  context: Omit<DeliveryContext, 'freeHit' | 'allowExtras'>,
): LegalBallExpectation {
  const normal = legalBallDraw(deliveryWeights({ ...context, freeHit: false, allowExtras: true }));
  const freeHit = legalBallDraw(deliveryWeights({ ...context, freeHit: true, allowExtras: true }));
  const onFreeHit = freeHit.legalRuns + (freeHit.wide + freeHit.noBall * NO_BALL_RUNS) / freeHit.legal;
  // Wides bowled before the legal ball or the first no-ball, then either of those.
  const toFreeHit = normal.noBall / (normal.noBall + normal.legal);
  const wides = normal.wide / (normal.noBall + normal.legal);
  return {
    runs: wides + toFreeHit * (NO_BALL_RUNS + onFreeHit) + (1 - toFreeHit) * normal.legalRuns,
    wicket: (1 - toFreeHit) * normal.wicket,
  };
}

/** One delivery's weights summed up: extras apart, and the legal balls' mean runs and wicket rate. */
function legalBallDraw(weights: number[]) {
  let legal = 0;
  let legalRuns = 0;
  for (let i = 0; i < OUTCOMES.length; i++) {
    if (i === WIDE || i === NO_BALL) continue;
    legal += weights[i]!;
    legalRuns += weights[i]! * RUNS_OFF_BAT[OUTCOMES[i]!];
  }
  return {
    wide: weights[WIDE]!,
    noBall: weights[NO_BALL]!,
    legal,
    legalRuns: legalRuns / legal,
    wicket: weights[WICKET]! / legal,
  };
}
