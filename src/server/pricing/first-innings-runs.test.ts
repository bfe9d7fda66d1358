import { describe, expect, it } from 'vitest';
import { remainingRunsForecast } from './scoring-model';
import {
  expectedFirstInningsTotal,
  firstInningsLine,
  probabilityOver,
  settleFirstInningsRuns,
} from './first-innings-runs';

const chinnaswamy = {
  home: 'Royal Challengers Bengaluru',
  away: 'Sunrisers Hyderabad',
  venue: 'M. Chinnaswamy Stadium',
};
const chepauk = { home: 'Chennai Super Kings', away: 'Rajasthan Royals', venue: 'M. A. Chidambaram Stadium' };

describe('first-innings runs over/under', () => {
  it('sets a half-run line from the ground and the teams, higher at a batting paradise', () => {
    const high = firstInningsLine(chinnaswamy);
    const low = firstInningsLine(chepauk);
    expect(high % 1).toBe(0.5);
    expect(low % 1).toBe(0.5);
    expect(high).toBeGreaterThan(low + 15);
    expect(Math.abs(high - expectedFirstInningsTotal(chinnaswamy))).toBeLessThanOrEqual(0.5);
    expect(firstInningsLine(chinnaswamy)).toBe(high); // fixed: same inputs, same line
  });

  it('is close to even before the first ball', () => {
    const line = firstInningsLine(chepauk);
    const p = probabilityOver(line, expectedFirstInningsTotal(chepauk), null);
    expect(p).toBeGreaterThan(0.45);
    expect(p).toBeLessThan(0.55);
  });

  it('moves with runs and wickets, and firms up as the innings goes on', () => {
    const line = 170.5;
    const base = probabilityOver(line, 170, { runs: 80, wickets: 2, legalBalls: 60 });
    expect(probabilityOver(line, 170, { runs: 95, wickets: 2, legalBalls: 60 })).toBeGreaterThan(base);
    expect(probabilityOver(line, 170, { runs: 80, wickets: 5, legalBalls: 60 })).toBeLessThan(base);
    // The same projected total (10 over the line) early and late: late, the price is much firmer.
    const projectedAt = (legalBalls: number, wickets: number) => {
      const runs = Math.round(line + 10 - remainingRunsForecast(170, legalBalls, wickets).mean);
      return probabilityOver(line, 170, { runs, wickets, legalBalls });
    };
    expect(projectedAt(108, 4)).toBeGreaterThan(projectedAt(24, 1) + 0.2);
  });

  it('is decided once the line is passed or the innings is over short of it', () => {
    expect(probabilityOver(165.5, 170, { runs: 166, wickets: 4, legalBalls: 100 })).toBe(1);
    expect(probabilityOver(165.5, 170, { runs: 150, wickets: 10, legalBalls: 110 })).toBe(0);
    expect(probabilityOver(165.5, 170, { runs: 165, wickets: 4, legalBalls: 120 })).toBe(0);
  });

  it('settles over or under from the final first-innings score', () => {
    expect(settleFirstInningsRuns(165.5, 166)).toBe('OVER');
    expect(settleFirstInningsRuns(165.5, 165)).toBe('UNDER');
    expect(settleFirstInningsRuns(165.5, 0)).toBe('UNDER');
    expect(() => settleFirstInningsRuns(165, 165)).toThrow(RangeError);
  });
});
