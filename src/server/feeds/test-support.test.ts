import { describe, expect, it } from 'vitest';
import { foretoldOutcomes, innings, leagueOutcomes, wonBy } from './test-support';

describe('foretold outcomes', () => {
  const season = (overTotals: number[]) => {
    const match = wonBy('Lucknow Super Giants', 'Kolkata Knight Riders', 20);
    match.tossWinner = 'Lucknow Super Giants';
    match.tossDecision = 'bat';
    match.innings = [
      innings('Lucknow Super Giants', 127, 6, 120, overTotals),
      innings(
        'Kolkata Knight Riders',
        107,
        8,
        120,
        [5, 12, 18, 25, 31, 38, 45, 50, 57, 63, 68, 70, 75, 80, 84, 90, 95, 99, 103, 107],
      ),
    ];
    return leagueOutcomes([match]);
  };
  const overs = [8, 15, 22, 30, 36, 41, 47, 52, 60, 66, 71, 77, 84, 90, 96, 101, 108, 114, 121, 127];

  it('are the matches played alike ball for ball', () => {
    expect(foretoldOutcomes(season(overs), season([...overs]))).toHaveLength(1);
  });

  it('are not a result two seasons share by chance (same toss, winner and total, played otherwise)', () => {
    const otherwise = [10, 14, 20, 29, 36, 41, 47, 52, 60, 66, 71, 77, 84, 90, 96, 101, 108, 114, 121, 127];
    expect(foretoldOutcomes(season(overs), season(otherwise))).toEqual([]);
  });
});
