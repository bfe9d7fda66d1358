import { describe, expect, it } from 'vitest';
import { byScoreMarket, calibration, playScoreMarkets } from './score-market-calibration';

// A guard for CI: 150 seeded matches (300 innings). `npm run bench:sessions` is the full proof.
const MATCHES = 150;
const MAX_Z = 4;

describe('score-market calibration against the simulator', () => {
  const outcomes = playScoreMarkets(MATCHES, 7);

  it('prices every score market at its opening line within a few binomial errors of what happened', () => {
    const biased = [...byScoreMarket(outcomes)]
      .map(([market, group]) => ({ market, ...calibration(group) }))
      .filter((c) => Math.abs(c.z) > MAX_Z)
      .map((c) => `${c.market}: P(Yes) ${c.meanP.toFixed(3)}, observed ${c.observed.toFixed(3)}`);
    expect(biased).toEqual([]);
  });

  it('opens every score market near evens', () => {
    const all = calibration(outcomes);
    expect(all.count).toBeGreaterThan(MATCHES * 2 * 8);
    expect(all.brier).toBeLessThan(all.brierHalf + 0.01);
  });
});
