// One file, several operations: one Markov chain over a chase's states; its readers and its memory of
// solved states share the chain's private solver and cache.
// The runs a batting side will have at the end of an over, worked out exactly from the delivery model
// the simulator bats by rather than from a normal: a chase is a Markov chain over (legal balls bowled,
// wickets down, runs still needed, free hit), played the way the match engine plays it:
// - every delivery is drawn from `deliveryWeights`, the batters' aggression set by the runs needed
//   against what the balls and wickets left would normally yield (`chasingAggression`);
// - a wide (1 run) is bowled again; a no-ball (1 run and the bat's runs) is bowled again as a free hit,
//   which wides and no-balls keep, and on which the batter cannot be out;
// - the chase stops the moment the target is reached, the last hit's overshoot counted, or at 10
//   wickets, or at 120 legal balls.
// A first innings (target null) is the same chain with no target: the runs still needed start at
// NO_TARGET, which no innings reaches, and the aggression is the setting side's (`settingAggression`),
// which the ball and the wickets alone decide. Its runs so far change nothing to come, so a state is
// known by its ball and wickets, and the runs of a later over are the chain's with the runs forgotten
// at the over's start (`countFrom`).
// The side's day-to-day form (the engine's lognormal run multiplier) is not known to the book: the
// distribution is the average over it, on the same Gauss-Hermite nodes that set the engine's multiplier
// for a par. The engine's cap on extras (none after 150 deliveries) is left out: it binds only after 30
// wides and no-balls in an innings.
//
// The forward pass carries every state's probability ball by ball at each form node in turn, drops a
// state below PRUNE (all of them together are far below a price's rounding), and reads the runs at the
// end of every over. A state's result is kept (STATES_KEPT of them), so the markets of a ball, re-priced
// every tick, pay for it once. A new state costs tens of milliseconds (npm run bench:chase-pricing): the
// live pricing has it worked out on the chase worker first (chase-pricing.ts).
import { BALLS_PER_OVER, T20_LEGAL_BALLS } from '../feeds/cricket-notation';
import {
  aggressionForPressure,
  expectedChaseRuns,
  settingAggression,
} from '../feeds/simulator/batting-intent';
import { deliveryWeights, NO_BALL_OUTCOMES, OUTCOMES, RUNS_OFF_BAT } from '../feeds/simulator/delivery-model';
import { FORM_SD, HERMITE, runMultiplierFor } from '../feeds/simulator/innings-expectation';

export interface ChaseState {
  runs: number;
  wickets: number;
  legalBalls: number;
}

const WICKETS = 10;
/**
 * A first innings' runs still needed at the start: more runs than the delivery model's innings ever
 * makes (its chance is far below PRUNE), so the chain never ends one for reaching it.
 */
const NO_TARGET = 400;
const PRUNE = 1e-12;
const STATES_KEPT = 64;
/** Most runs one delivery adds: a no-ball hit for six. */
const MAX_DELIVERY_RUNS = 1 + RUNS_OFF_BAT.SIX;

/** The form nodes the chain is played at, one after the other. */
const FORMS = HERMITE.length;
const FORM_SHARES = HERMITE.map(([, share]) => share);

/** The outcomes in the order the chain reads their polynomials, checked against the delivery model. */
const ORDER = ['DOT', 'ONE', 'TWO', 'THREE', 'FOUR', 'SIX', 'WICKET', 'WIDE', 'NO_BALL'] as const;
const ORDER_RUNS = [0, 1, 2, 3, 4, 6, 0, 0, 0];
if (
  OUTCOMES.length !== ORDER.length ||
  ORDER.some((outcome, i) => OUTCOMES[i] !== outcome || RUNS_OFF_BAT[outcome] !== ORDER_RUNS[i])
)
  throw new Error('chase-distribution.ts reads the delivery outcomes in an order the model no longer has');
const COEFFICIENTS = 3 * ORDER.length;
const NO_BALL_RUNS = NO_BALL_OUTCOMES.map(({ runs }) => runs);
const NO_BALL_SHARES = NO_BALL_OUTCOMES.map(({ share }) => share);

/**
 * Over the chasers' range of aggression (CHASE_AGGRESSION) every delivery weight is a polynomial of
 * degree two or less in it (no floor of the delivery model binds there), so three evaluations give each
 * weight at any aggression: coefficients [c0, c1, c2] per outcome, weight = c0 + a (c1 + a c2).
 */
export function weightPolynomial(context: {
  legalBalls: number;
  wicketsLost: number;
  runMultiplier: number;
  freeHit: boolean;
}): Float64Array {
  const at = (aggression: number) => deliveryWeights({ ...context, aggression, allowExtras: true });
  const [w0, wHalf, w1] = [at(0), at(0.5), at(1)];
  const coefficients = new Float64Array(COEFFICIENTS);
  for (let i = 0; i < ORDER.length; i++) {
    const c2 = 2 * (w1[i]! - 2 * wHalf[i]! + w0[i]!);
    coefficients[3 * i] = w0[i]!;
    coefficients[3 * i + 1] = w1[i]! - w0[i]! - c2;
    coefficients[3 * i + 2] = c2;
  }
  return coefficients;
}

/**
 * The setting side's weights, whose aggression the ball and the wickets fix (and which can lie below
 * the chasers' range, where the quadratic is not exact): the weights themselves as [w, 0, 0].
 */
function settingWeights(context: {
  legalBalls: number;
  wicketsLost: number;
  runMultiplier: number;
  freeHit: boolean;
}): Float64Array {
  const aggression = settingAggression(context.legalBalls, context.wicketsLost);
  const weights = deliveryWeights({ ...context, aggression, allowExtras: true });
  const coefficients = new Float64Array(COEFFICIENTS);
  weights.forEach((w, i) => (coefficients[3 * i] = w));
  return coefficients;
}

/** Every form node's weight polynomials for one ball, wickets and free hit, one node after the other. */
type FormPolynomials = Float64Array;

/** Kept by innings (the setting side's, the chasers') and par. */
const polynomialsByPar = new Map<string, Map<number, FormPolynomials>>();

/**
 * The form nodes' polynomials at [ball][wickets][free hit] for a side whose par is `parRuns`, setting a
 * total or chasing one, made as first read and kept for the side's next innings.
 */
function formPolynomials(
  setting: boolean,
  parRuns: number,
  legalBalls: number,
  wicketsLost: number,
  freeHit: boolean,
): FormPolynomials {
  const side = `${setting ? 'setting' : 'chasing'}|${parRuns}`;
  let byState = polynomialsByPar.get(side);
  if (!byState) polynomialsByPar.set(side, (byState = new Map()));
  const key = (legalBalls * WICKETS + wicketsLost) * 2 + (freeHit ? 1 : 0);
  let polynomials = byState.get(key);
  if (!polynomials) {
    const base = runMultiplierFor(parRuns);
    const weightsOf = setting ? settingWeights : weightPolynomial;
    const nodes = new Float64Array(FORMS * COEFFICIENTS);
    HERMITE.forEach(([z], form) => {
      const runMultiplier = base * Math.exp(FORM_SD * z);
      nodes.set(weightsOf({ legalBalls, wicketsLost, runMultiplier, freeHit }), form * COEFFICIENTS);
    });
    byState.set(key, (polynomials = nodes));
  }
  return polynomials;
}

/**
 * The chasers' aggression for every runs-needed count 1..needed (index) at a ball and wickets down. The
 * setting side's is in its weights already: a row of zeros.
 */
function aggressionRow(
  chasing: boolean,
  parRuns: number,
  needed: number,
  legalBalls: number,
  wicketsLost: number,
): Float64Array {
  const row = new Float64Array(needed + 1);
  if (!chasing) return row;
  const expected = expectedChaseRuns(parRuns, legalBalls, wicketsLost);
  for (let need = 1; need <= needed; need++) row[need] = aggressionForPressure(need, expected);
  return row;
}

/**
 * P(runs still to come = k) at the end of each over from the state's over on, index k = 0..needed + 6;
 * runs after a chase has ended (target reached, all out) stay at its final total.
 */
export type RunsByOver = Map<number, Float64Array>;

/**
 * The innings played from `state` up to legal ball `lastBall` (the innings' end unless said): the runs
 * still to come at the end of every over on the way. A chase has its `target`; a first innings has none
 * (null), and may count its runs only from legal ball `countFrom` on (the runs of an over to come).
 */
export function chaseRunsByOver(
  parRuns: number,
  target: number | null,
  state: ChaseState,
  lastBall: number = T20_LEGAL_BALLS,
  countFrom: number = state.legalBalls,
): RunsByOver {
  const chasing = target !== null;
  if (chasing && countFrom !== state.legalBalls)
    throw new RangeError('A chase counts its runs from its state: the runs so far change what comes');
  const needed = chasing ? target - state.runs : NO_TARGET;
  const byOver: RunsByOver = new Map();
  const aggression = new Map<number, Float64Array>();
  for (let form = 0; form < FORMS; form++) {
    const chain = new ChaseChain(needed, state.wickets, form);
    for (let ball = state.legalBalls; ball < lastBall; ball++) {
      if (ball === countFrom) chain.forgetRuns();
      for (let wickets = state.wickets; wickets < WICKETS; wickets++) {
        const key = ball * WICKETS + wickets;
        let row = aggression.get(key);
        if (!row) aggression.set(key, (row = aggressionRow(chasing, parRuns, needed, ball, wickets)));
        chain.bowl(
          wickets,
          row,
          formPolynomials(!chasing, parRuns, ball, wickets, false),
          formPolynomials(!chasing, parRuns, ball, wickets, true),
        );
      }
      chain.nextBall();
      if ((ball + 1) % BALLS_PER_OVER !== 0 || ball < countFrom) continue;
      const runs = byOver.get(ball + 1) ?? new Float64Array(needed + MAX_DELIVERY_RUNS);
      chain.addRunsToCome(runs, FORM_SHARES[form]!);
      byOver.set(ball + 1, runs);
    }
  }
  return byOver;
}

/**
 * The chain's state probabilities at one form node. Rows: with and without a free hit to come, by
 * wickets down, and a last row for the chases that have ended (target reached or all out). Along a row,
 * the runs still needed, from -6 (a no-ball hit for six when 1 was needed) to the runs needed at the
 * start; an ended chase keeps its runs still needed, so its runs are target - needed.
 */
class ChaseChain {
  private live: Float64Array;
  private next: Float64Array;
  /** Entries per row. */
  private readonly span: number;
  private readonly endedRow = 2 * WICKETS;
  /** Where its polynomials start in a FormPolynomials. */
  private readonly coefficients: number;

  constructor(
    private readonly needed: number,
    wickets: number,
    form: number,
  ) {
    this.span = needed + 1 + MAX_DELIVERY_RUNS;
    this.live = new Float64Array((this.endedRow + 1) * this.span);
    this.next = new Float64Array(this.live.length);
    this.live[this.at(wickets, needed)] = 1;
    this.coefficients = form * COEFFICIENTS;
  }

  /** Index of the state at `row` with `need` runs still needed. */
  private at(row: number, need: number): number {
    return row * this.span + need + MAX_DELIVERY_RUNS;
  }

  /**
   * Every delivery of this ball from the states with `wickets` down, up to the legal ball that ends it.
   * A legal ball goes on to the next ball without a free hit; a wide is bowled again keeping a free hit,
   * a no-ball as one. Those two leave the ball with fewer runs needed: walking the runs needed downwards
   * meets them in the same pass. (One loop with no calls: it runs about a million times a chase.)
   */
  bowl(wickets: number, aggression: Float64Array, normal: FormPolynomials, freeHit: FormPolynomials): void {
    const { live, next, span, needed } = this;
    const shift = MAX_DELIVERY_RUNS;
    const endedBase = this.endedRow * span + shift;
    const normalBase = wickets * span + shift;
    const freeHitBase = (WICKETS + wickets) * span + shift;
    const outBase = (wickets + 1 === WICKETS ? this.endedRow : wickets + 1) * span + shift;
    const c = this.coefficients;
    for (let need = needed; need >= 1; need--) {
      const a = aggression[need]!;
      for (let side = 0; side < 2; side++) {
        const base = side === 0 ? normalBase : freeHitBase;
        const p = live[base + need]!;
        if (p < PRUNE) continue;
        const k = side === 0 ? normal : freeHit;
        const dot = k[c]! + a * (k[c + 1]! + a * k[c + 2]!);
        const one = k[c + 3]! + a * (k[c + 4]! + a * k[c + 5]!);
        const two = k[c + 6]! + a * (k[c + 7]! + a * k[c + 8]!);
        const three = k[c + 9]! + a * (k[c + 10]! + a * k[c + 11]!);
        const four = k[c + 12]! + a * (k[c + 13]! + a * k[c + 14]!);
        const six = k[c + 15]! + a * (k[c + 16]! + a * k[c + 17]!);
        const out = k[c + 18]! + a * (k[c + 19]! + a * k[c + 20]!);
        const wide = k[c + 21]! + a * (k[c + 22]! + a * k[c + 23]!);
        const noBall = k[c + 24]! + a * (k[c + 25]! + a * k[c + 26]!);
        const scale = p / (dot + one + two + three + four + six + out + wide + noBall);
        // Runs that reach the target end the chase: the ended row keeps the runs still needed (<= 0).
        next[normalBase + need]! += dot * scale;
        next[(need > 1 ? normalBase : endedBase) + need - 1]! += one * scale;
        next[(need > 2 ? normalBase : endedBase) + need - 2]! += two * scale;
        next[(need > 3 ? normalBase : endedBase) + need - 3]! += three * scale;
        next[(need > 4 ? normalBase : endedBase) + need - 4]! += four * scale;
        next[(need > 6 ? normalBase : endedBase) + need - 6]! += six * scale;
        next[outBase + need]! += out * scale;
        live[(need > 1 ? base : endedBase) + need - 1]! += wide * scale;
        const noBallScale = noBall * scale;
        for (let j = 0; j < NO_BALL_RUNS.length; j++) {
          const runs = NO_BALL_RUNS[j]!;
          live[(need > runs ? freeHitBase : endedBase) + need - runs]! += noBallScale * NO_BALL_SHARES[j]!;
        }
      }
    }
  }

  /**
   * Every state's runs still needed back to the start (a first innings' runs so far change nothing to
   * come, so its chain can count the runs of a later stretch alone; an innings all out has none in it).
   */
  forgetRuns(): void {
    const { live, needed } = this;
    for (let row = 0; row <= this.endedRow; row++) {
      let sum = 0;
      for (let need = -MAX_DELIVERY_RUNS; need <= needed; need++) {
        sum += live[this.at(row, need)]!;
        live[this.at(row, need)] = 0;
      }
      live[this.at(row, needed)] = sum;
    }
  }

  /** Chases that ended stay ended; the live ones move on to the next ball. */
  nextBall(): void {
    for (let i = this.at(this.endedRow, -MAX_DELIVERY_RUNS); i < this.live.length; i++)
      this.next[i]! += this.live[i]!;
    [this.live, this.next] = [this.next, this.live];
    this.next.fill(0);
  }

  /** Adds `share` x P(runs still to come = k) now, k = 0..needed + 6, to `runs`. */
  addRunsToCome(runs: Float64Array, share: number): void {
    for (let row = 0; row <= this.endedRow; row++)
      for (let need = -MAX_DELIVERY_RUNS; need <= this.needed; need++)
        runs[this.needed - need]! += share * this.live[this.at(row, need)]!;
  }
}

const kept = new Map<string, RunsByOver>();

/** A first innings' runs so far change nothing to come: its states are known without them. */
const keyOf = (parRuns: number, target: number | null, state: ChaseState, countFrom = state.legalBalls) =>
  `${parRuns}|${target}|${target === null ? 0 : state.runs}|${state.wickets}|${state.legalBalls}|${countFrom}`;

/** Keeps a state's result (worked out here or on the chase worker); the oldest beyond STATES_KEPT go. */
export function keepChase(
  parRuns: number,
  target: number | null,
  state: ChaseState,
  byOver: RunsByOver,
  countFrom = state.legalBalls,
): void {
  const key = keyOf(parRuns, target, state, countFrom);
  kept.delete(key);
  kept.set(key, byOver);
  if (kept.size > STATES_KEPT) kept.delete(kept.keys().next().value!);
}

export function isChaseKept(parRuns: number, target: number | null, state: ChaseState): boolean {
  return kept.has(keyOf(parRuns, target, state));
}

/**
 * True when there is an innings left to play from `state`: wickets and balls left, and in a chase the
 * target not reached.
 */
export function isChaseOn(target: number | null, state: ChaseState): boolean {
  return (
    (target === null || state.runs < target) && state.wickets < WICKETS && state.legalBalls < T20_LEGAL_BALLS
  );
}

/**
 * P(runs still to come = k) by the end of legal ball `endLegalBall` (the end of an over after the state's
 * ball), k = 0..target - runs + 6 in a chase for `target`, 0..NO_TARGET + 6 in a first innings (target
 * null), by a side whose par is `parRuns`. A state not yet worked out (or not that far) is played up to
 * `lastBall`: by default the innings' end, which every score market of the state can read.
 */
export function chaseRunsToCome(
  parRuns: number,
  target: number | null,
  state: ChaseState,
  endLegalBall: number,
  lastBall: number = T20_LEGAL_BALLS,
): Float64Array {
  if (!isChaseOn(target, state) || state.legalBalls >= endLegalBall) return Float64Array.of(1);
  const end = Math.min(endLegalBall, T20_LEGAL_BALLS);
  const known = kept.get(keyOf(parRuns, target, state));
  const byOver = known?.has(end) ? known : chaseRunsByOver(parRuns, target, state, Math.max(end, lastBall));
  keepChase(parRuns, target, state, byOver);
  return overEnd(byOver, end, state.legalBalls);
}

function overEnd(byOver: RunsByOver, end: number, from: number): Float64Array {
  const runs = byOver.get(end);
  if (!runs) throw new RangeError(`Ball ${end} does not end an over after ball ${from}`);
  return runs;
}

/**
 * P(runs in over `over` (1-based) = k) of a first innings from `state`, before that over starts (from its
 * first ball on, the runs to its end are `chaseRunsToCome`'s).
 */
export function firstInningsOverRuns(parRuns: number, state: ChaseState, over: number): Float64Array {
  const countFrom = (over - 1) * BALLS_PER_OVER;
  if (state.legalBalls > countFrom) throw new RangeError(`Over ${over} has already started`);
  if (!isChaseOn(null, state)) return Float64Array.of(1);
  const end = over * BALLS_PER_OVER;
  const key = keyOf(parRuns, null, state, countFrom);
  const byOver = kept.get(key) ?? chaseRunsByOver(parRuns, null, state, end, countFrom);
  keepChase(parRuns, null, state, byOver, countFrom);
  return overEnd(byOver, end, state.legalBalls);
}
