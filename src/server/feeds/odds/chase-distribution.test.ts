import { describe, expect, it } from 'vitest';
import { randomFor } from '../prng';
import { CHASE_AGGRESSION, chasingAggression } from '../simulator/batting-intent';
import { deliveryWeights } from '../simulator/delivery-model';
import { FORM_SD, HERMITE, runMultiplierFor } from '../simulator/innings-expectation';
import { simulateInnings } from '../simulator/match-engine';
import { chaseRunsToCome, weightPolynomial, type ChaseState } from './chase-distribution';

const PAR = 178;

/** P(runs still to come > k) from a distribution of them. */
const above = (distribution: Float64Array, k: number) =>
  distribution.slice(k + 1).reduce((sum, p) => sum + p, 0);

/** The match engine's own chase from `from`, played `count` times: runs still to come at `endBall`. */
function engineRunsToCome(target: number, from: ChaseState, endBall: number, count: number): number[] {
  const runs: number[] = [];
  for (let i = 0; i < count; i++) {
    const deliveries: Parameters<typeof simulateInnings>[2] = [];
    const input = {
      index: 1 as const,
      battingTeam: 'A',
      bowlingTeam: 'B',
      par: PAR,
      target,
      firstSlot: 0,
      from,
    };
    const record = simulateInnings(input, randomFor(7, i, 'chase-distribution'), deliveries);
    const atEnd = deliveries.find((d) => d.legal && d.totalLegalBalls === endBall) ?? deliveries.at(-1);
    runs.push((atEnd?.totalRuns ?? record.runs) - from.runs);
  }
  return runs;
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

  it('matches the match engine played on from the same score, within binomial error', () => {
    const cases: [number, ChaseState, number][] = [
      [171, { runs: 0, wickets: 0, legalBalls: 0 }, 36],
      [171, { runs: 0, wickets: 0, legalBalls: 0 }, 120],
      [190, { runs: 92, wickets: 3, legalBalls: 66 }, 120],
      [160, { runs: 141, wickets: 7, legalBalls: 102 }, 114],
    ];
    const count = 4000;
    for (const [target, state, endBall] of cases) {
      const exact = chaseRunsToCome(PAR, target, state, endBall);
      expect(exact.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 7);
      const played = engineRunsToCome(target, state, endBall, count);
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
