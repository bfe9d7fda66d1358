// One file, several operations: one table of a first innings' runs to come; building, reading and
// keeping it share its private shape.
// A first innings' runs still to come by the end of each score market's over, tabulated from every state at
// once. Setting a total, a side bats by the ball and its wickets alone (`settingAggression`), never by
// its runs, so the runs to come from (ball, wickets) do not hang on the runs so far: one backward pass
// over the innings per form node gives them from every state, and the live pricing reads its state's
// row rather than playing the innings on every ball (chase-distribution.ts's chain, which a chase
// needs, as the runs it still needs set its pace).
//
// The deliveries are the engine's, as in that chain: a wide (1 run) is bowled again keeping a free hit;
// a no-ball (1 run and the bat's runs) is bowled again as a free hit, on which the batter cannot be
// out; the innings stops at 10 wickets. The side's form is averaged over with the same Gauss-Hermite
// shares. Runs beyond a table's span (far more than its overs have ever yielded) are left out.
import { T20_LEGAL_BALLS } from '../feeds/cricket-notation';
import { settingAggression } from '../feeds/simulator/batting-intent';
import { deliveryWeights, NO_BALL_OUTCOMES, OUTCOMES, RUNS_OFF_BAT } from '../feeds/simulator/delivery-model';
import { FORM_SD, HERMITE, runMultiplierFor } from '../feeds/simulator/innings-expectation';

const WICKETS = 10;
/** The runs the table's loop gives each outcome, checked against the delivery model. */
const LEGAL_RUNS = [0, 1, 2, 3, 4, 6];
const NO_BALL_RUNS = [1, 2, 3, 5, 7];
if (
  OUTCOMES.join() !== 'DOT,ONE,TWO,THREE,FOUR,SIX,WICKET,WIDE,NO_BALL' ||
  LEGAL_RUNS.some((runs, i) => RUNS_OFF_BAT[OUTCOMES[i]!] !== runs) ||
  NO_BALL_OUTCOMES.some(({ runs }, j) => runs !== NO_BALL_RUNS[j])
)
  throw new Error('first-innings-table.ts reads the delivery outcomes in a way the model no longer has');
/** The chances of NO_BALL_RUNS, in its order. */
const NO_BALL_SHARES = NO_BALL_OUTCOMES.map(({ share }) => share) as [number, number, number, number, number];

/** P(runs from legal ball b, with w down, to legal ball `end` = k) at [(b x 10 + w) x span + k]. */
export interface RunsToEnd {
  end: number;
  span: number;
  runs: Float32Array;
}

export interface FirstInningsTable {
  parRuns: number;
  ends: RunsToEnd[];
}

/** Room for more runs than `balls` legal balls have ever yielded: 4 an over ball plus a margin. */
const spanFor = (balls: number) => Math.min(4 * balls + 40, 400) + 1;

/** The delivery weights setting a total at a ball, normalised: [dot..six, wicket, wide, no-ball]. */
function settingShares(legalBalls: number, wicketsLost: number, runMultiplier: number, freeHit: boolean) {
  const weights = deliveryWeights({
    legalBalls,
    wicketsLost,
    runMultiplier,
    aggression: settingAggression(legalBalls, wicketsLost),
    freeHit,
    allowExtras: true,
  });
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => w / total);
}

/** Zeros before every row, so reading k - runs below k = 0 needs no test: the most one delivery adds. */
const PAD = 7;

/**
 * Adds `share` x P(runs from (b, w) to `end` = k) at one form node to `mixed`, for every ball b before
 * `end` and w = 0..9, with no free hit to come. Works backwards from `end`: a layer holds, for the
 * ball's start, every (wickets, free hit) row's distribution, as far as the balls left can reach; a
 * free-hit row is filled before the plain one, whose no-balls lead to it, and along a row k rises, as
 * wides and no-balls read lower k. (The loop over k runs about ten million times a table: unrolled.)
 */
function addForm(mixed: Float64Array, end: number, span: number, runMultiplier: number, share: number) {
  const stride = PAD + span;
  const rowOf = (wickets: number, freeHit: number) => (wickets * 2 + freeHit) * stride + PAD;
  const rows = (WICKETS + 1) * 2;
  let after = new Float64Array(rows * stride);
  let layer = new Float64Array(rows * stride);
  for (let row = 0; row < rows; row++) after[row * stride + PAD] = 1;
  const [nb1, nb2, nb3, nb5, nb7] = NO_BALL_SHARES;
  for (let ball = end - 1; ball >= 0; ball--) {
    // The runs the balls left to `end` can yield: the rest of the row stays 0.
    const reach = spanFor(end - ball);
    layer.fill(0);
    layer[rowOf(WICKETS, 0)] = layer[rowOf(WICKETS, 1)] = 1;
    for (let wickets = 0; wickets < WICKETS; wickets++) {
      for (const freeHit of [1, 0]) {
        const [dot, one, two, three, four, six, wicket, wide, noBall] = settingShares(
          ball,
          wickets,
          runMultiplier,
          freeHit === 1,
        ) as [number, number, number, number, number, number, number, number, number];
        const row = rowOf(wickets, freeHit);
        const fh = rowOf(wickets, 1);
        const on = rowOf(wickets, 0);
        const out = rowOf(wickets + 1, 0);
        for (let k = 0; k < reach; k++) {
          layer[row + k] =
            wicket * after[out + k]! +
            dot * after[on + k]! +
            one * after[on + k - 1]! +
            two * after[on + k - 2]! +
            three * after[on + k - 3]! +
            four * after[on + k - 4]! +
            six * after[on + k - 6]! +
            wide * layer[row + k - 1]! +
            noBall *
              (nb1 * layer[fh + k - 1]! +
                nb2 * layer[fh + k - 2]! +
                nb3 * layer[fh + k - 3]! +
                nb5 * layer[fh + k - 5]! +
                nb7 * layer[fh + k - 7]!);
        }
        if (freeHit === 0) {
          const at = (ball * WICKETS + wickets) * span;
          for (let k = 0; k < reach; k++) mixed[at + k]! += share * layer[row + k]!;
        }
      }
    }
    [after, layer] = [layer, after];
  }
}

/** The table of a side whose par is `parRuns`, to the end of each of the legal balls `ends`. */
export function buildFirstInningsTable(parRuns: number, ends: readonly number[]): FirstInningsTable {
  const base = runMultiplierFor(parRuns);
  return {
    parRuns,
    ends: ends.map((end) => {
      const span = spanFor(end);
      const mixed = new Float64Array(end * WICKETS * span);
      for (const [z, share] of HERMITE) addForm(mixed, end, span, base * Math.exp(FORM_SD * z), share);
      return { end, span, runs: Float32Array.from(mixed) };
    }),
  };
}

/**
 * P(runs still to come = k) by the end of legal ball `end` from `state`, read from the table; undefined
 * when the table does not reach that ball. Nothing to come once the innings or the stretch is over.
 */
export function tabledRunsToCome(
  table: FirstInningsTable,
  state: { wickets: number; legalBalls: number },
  end: number,
): Float64Array | undefined {
  if (state.wickets >= WICKETS || state.legalBalls >= Math.min(end, T20_LEGAL_BALLS))
    return Float64Array.of(1);
  const tabled = table.ends.find((entry) => entry.end === end);
  if (!tabled) return undefined;
  const at = (state.legalBalls * WICKETS + state.wickets) * tabled.span;
  return Float64Array.from(tabled.runs.subarray(at, at + tabled.span));
}

/** The tables of the sides priced lately, by par: a few MB each. */
const TABLES_KEPT = 16;
const kept = new Map<number, FirstInningsTable>();

const reaches = (table: FirstInningsTable, ends: readonly number[]) =>
  ends.every((end) => table.ends.some((entry) => entry.end === end));

export function isTableKept(parRuns: number, ends: readonly number[]): boolean {
  const table = kept.get(parRuns);
  return !!table && reaches(table, ends);
}

/** Keeps a table (built here or on the chase worker); the oldest beyond TABLES_KEPT go. */
export function keepTable(table: FirstInningsTable): void {
  kept.delete(table.parRuns);
  kept.set(table.parRuns, table);
  if (kept.size > TABLES_KEPT) kept.delete(kept.keys().next().value!);
}

/** The table of a side whose par is `parRuns` to the balls `ends`: kept, or built now and kept. */
export function firstInningsTable(parRuns: number, ends: readonly number[]): FirstInningsTable {
  const known = kept.get(parRuns);
  const table = known && reaches(known, ends) ? known : buildFirstInningsTable(parRuns, ends);
  keepTable(table);
  return table;
}
