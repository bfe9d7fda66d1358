import { describe, expect, it } from 'vitest';
import {
  expectedInningsRuns,
  FORM_SD,
  expectedRunsProfile,
  runMultiplierFor,
  shareStillToCome,
} from './innings-expectation';

describe('the delivery model worked out exactly', () => {
  it('finds the multiplier whose expected total, form averaged in, is the par', () => {
    // The form average worked out independently: the trapezium rule over +-4 standard deviations.
    const multiplier = runMultiplierFor(196);
    let withForm = 0;
    for (let z = -4; z <= 4; z++) {
      const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
      withForm += density * expectedInningsRuns(multiplier * Math.exp(FORM_SD * z));
    }
    expect(Math.abs(withForm - 196)).toBeLessThan(0.05);
    // Runs grow faster than the multiplier: 10% more runs need less than 10% more multiplier.
    expect(runMultiplierFor(198) / runMultiplierFor(180)).toBeLessThan(1.1);
    expect(expectedInningsRuns(1.1)).toBeGreaterThan(1.1 * expectedInningsRuns(1));
  });

  it('spreads the runs still to come over the balls left, less of them with wickets down', () => {
    const start = expectedRunsProfile(180, 0, 0);
    expect(start).toHaveLength(120);
    expect(shareStillToCome(180, 0, 0)).toBe(1);
    const fullShare = (balls: number, wickets: number) =>
      expectedRunsProfile(180, balls, wickets).reduce((a, b) => a + b, 0) / start.reduce((a, b) => a + b, 0);
    expect(shareStillToCome(180, 60, 3)).toBeCloseTo(fullShare(60, 3), 9);
    expect(shareStillToCome(180, 60, 6)).toBeLessThan(shareStillToCome(180, 60, 3));
    expect(shareStillToCome(180, 90, 3)).toBeLessThan(shareStillToCome(180, 60, 3));
    expect(shareStillToCome(180, 120, 3)).toBe(0);
    expect(shareStillToCome(180, 60, 10)).toBe(0);
  });
});
