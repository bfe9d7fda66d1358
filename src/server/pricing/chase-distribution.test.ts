import { describe, expect, it } from 'vitest';
import { randomFor } from '../feeds/prng';
import { CHASE_AGGRESSION, chasingAggression } from '../feeds/simulator/batting-intent';
import { deliveryWeights } from '../feeds/simulator/delivery-model';
import { FORM_SD, HERMITE, runMultiplierFor } from '../feeds/simulator/innings-expectation';
import { simulateInnings } from '../feeds/simulator/match-engine';
import {
  chaseRunsToCome,
  firstInningsOverRuns,
  weightPolynomial,
  type ChaseState,
} from './chase-distribution';

const PAR = 178;

/** P(runs still to come > k) from a distribution of them. */
const above = (distribution: Float64Array, k: number) =>
  distribution.slice(k + 1).reduce((sum, p) => sum + p, 0);

/** The score once `legalBalls` legal balls are bowled (or at the innings' end, if sooner). */
function runsAt(deliveries: Parameters<typeof simulateInnings>[2], legalBalls: number, from: ChaseState) {
  if (legalBalls === from.legalBalls) return from.runs;
  const atEnd = deliveries.find((d) => d.legal && d.totalLegalBalls === legalBalls) ?? deliveries.at(-1);
  return atEnd?.totalRuns ?? from.runs;
}

/**
 * The match engine's own innings from `from` (a chase for `target`, or a first innings: null), played
 * `count` times: the runs scored from legal ball `countFrom` to legal ball `endLegalBall`.
 */
function engineRunsToCome(
  target: number | null,
  from: ChaseState,
  endLegalBall: number,
  count: number,
  countFrom = from.legalBalls,
): number[] {
  const runs: number[] = [];
  for (let i = 0; i < count; i++) {
    const deliveries: Parameters<typeof simulateInnings>[2] = [];
    const input = {
      index: target === null ? (0 as const) : (1 as const),
      battingTeam: 'A',
      bowlingTeam: 'B',
      parRuns: PAR,
      target,
      firstSlot: 0,
      from,
    };
    simulateInnings(input, randomFor(7, i, 'chase-distribution'), deliveries);
    runs.push(runsAt(deliveries, endLegalBall, from) - runsAt(deliveries, countFrom, from));
  }
  return runs;
}

/** The exact distribution's mean and quantiles agree with the engine's innings, within sampling error. */
function expectToMatch(exact: Float64Array, played: number[]) {
  const count = played.length;
  expect(exact.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 7);
  const mean = exact.reduce((sum, p, k) => sum + p * k, 0);
  const playedMean = played.reduce((sum, r) => sum + r, 0) / count;
  const sd = Math.sqrt(exact.reduce((sum, p, k) => sum + p * (k - mean) ** 2, 0));
  expect(Math.abs(playedMean - mean)).toBeLessThan((4 * sd) / Math.sqrt(count));
  for (const quantile of [0.2, 0.5, 0.8]) {
    const k = played.toSorted((a, b) => a - b)[Math.floor(quantile * count)]!;
    const p = above(exact, k);
    const share = played.filter((r) => r > k).length / count;
    expect(Math.abs(share - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / count) + 1e-3);
  }
}

describe('the exact distribution of a chase', () => {
  it('gives the delivery weights at any aggression a chaser can have from three evaluations', () => {
    for (const [legalBalls, wicketsLost, freeHit] of [
      [3, 0, false],
      [70, 4, true],
      [115, 8, false],
    ] as const) {
      const context = { legalBalls, wicketsLost, runMultiplier: 1.07, freeHit };
      const polynomial = weightPolynomial(context);
      for (const a of [CHASE_AGGRESSION.min, 0.13, 0.77, CHASE_AGGRESSION.max]) {
        const weights = deliveryWeights({ ...context, aggression: a, allowExtras: true });
        weights.forEach((w, i) => {
          const fromPolynomial =
            polynomial[3 * i]! + a * (polynomial[3 * i + 1]! + a * polynomial[3 * i + 2]!);
          expect(fromPolynomial).toBeCloseTo(w, 12);
        });
      }
    }
  });

  // One innings state to a test: each plays the engine 4,000 times.
  it.each<[number, ChaseState, number]>([
    [171, { runs: 0, wickets: 0, legalBalls: 0 }, 36],
    [171, { runs: 0, wickets: 0, legalBalls: 0 }, 120],
    [190, { runs: 92, wickets: 3, legalBalls: 66 }, 120],
    [160, { runs: 141, wickets: 7, legalBalls: 102 }, 114],
  ])(
    'matches the engine chasing %i from %o to ball %i, within binomial error',
    (target, state, endLegalBall) => {
      expectToMatch(
        chaseRunsToCome(PAR, target, state, endLegalBall),
        engineRunsToCome(target, state, endLegalBall, 4000),
      );
    },
  );

  it.each<[ChaseState, number]>([
    [{ runs: 0, wickets: 0, legalBalls: 0 }, 36],
    [{ runs: 0, wickets: 0, legalBalls: 0 }, 120],
    // Five down after 6 overs: the side rebuilds (aggression below the chasers' range).
    [{ runs: 38, wickets: 5, legalBalls: 36 }, 120],
    // The death overs, when the side opens up.
    [{ runs: 120, wickets: 3, legalBalls: 90 }, 120],
  ])('plays a first innings from %o to ball %i as the engine sets a total', (state, endLegalBall) => {
    expectToMatch(
      chaseRunsToCome(PAR, null, state, endLegalBall),
      engineRunsToCome(null, state, endLegalBall, 4000),
    );
  });

  it.each<[ChaseState, number]>([
    [{ runs: 0, wickets: 0, legalBalls: 0 }, 1],
    [{ runs: 52, wickets: 1, legalBalls: 40 }, 8],
    [{ runs: 130, wickets: 6, legalBalls: 102 }, 19],
  ])("counts a first innings' runs in a later over alone, from %o before over %i", (state, over) => {
    const exact = firstInningsOverRuns(PAR, state, over);
    expectToMatch(exact, engineRunsToCome(null, state, over * 6, 4000, (over - 1) * 6));
  });

  it('has no runs of an over to count once it has started', () => {
    expect(() => firstInningsOverRuns(PAR, { runs: 10, wickets: 0, legalBalls: 7 }, 2)).toThrow(RangeError);
  });

  it('prices a first innings by its ball and wickets: the runs so far change nothing to come', () => {
    const from = chaseRunsToCome(PAR, null, { runs: 60, wickets: 2, legalBalls: 48 }, 120);
    expect(chaseRunsToCome(PAR, null, { runs: 95, wickets: 2, legalBalls: 48 }, 120)).toBe(from);
  });

  it('has nothing left to come when the chase is over or the ball is already bowled', () => {
    expect([...chaseRunsToCome(PAR, 150, { runs: 150, wickets: 4, legalBalls: 100 }, 120)]).toEqual([1]);
    expect([...chaseRunsToCome(PAR, 150, { runs: 90, wickets: 10, legalBalls: 80 }, 120)]).toEqual([1]);
    expect([...chaseRunsToCome(PAR, 150, { runs: 90, wickets: 2, legalBalls: 66 }, 66)]).toEqual([1]);
  });

  it('plays the last ball as the delivery model does: nothing only on a dot or a wicket', () => {
    const state = { runs: 140, wickets: 6, legalBalls: 119 };
    const last = chaseRunsToCome(PAR, 150, state, 120);
    let nothing = 0;
    for (const [z, share] of HERMITE) {
      const w = deliveryWeights({
        legalBalls: 119,
        wicketsLost: 6,
        runMultiplier: runMultiplierFor(PAR) * Math.exp(FORM_SD * z),
        aggression: chasingAggression(10, PAR, 119, 6),
        freeHit: false,
        allowExtras: true,
      });
      nothing += (share * (w[0]! + w[6]!)) / w.reduce((sum, x) => sum + x, 0);
    }
    expect(last[0]).toBeCloseTo(nothing, 12);
    // 10 needed: the most is a no-ball hit for six when 1 was still needed, 9 + 7.
    expect(last.length).toBe(10 + 7);
    expect(above(last, 9)).toBeGreaterThan(0);
  });
});
