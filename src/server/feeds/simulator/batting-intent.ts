// How hard the batters push (the delivery model's aggression) in each innings, shared by the engine and
// by the exact expectation of an innings (innings-expectation.ts) so both bat the same way: setting a
// total, the side opens up at the death with wickets in hand and rebuilds after a collapse; chasing, it
// weighs the runs needed against what the balls and wickets left would normally yield.
// One file, several operations: one model of batting intent, its parts shared by the engine and the exact expectation.
import { BALLS_PER_OVER, T20_LEGAL_BALLS } from '../cricket-notation';
import { resourceRemaining } from '../../pricing/dls-resource';

/** First innings: open up at the death with wickets in hand, rebuild after a collapse. */
export function settingAggression(legalBalls: number, wicketsLost: number): number {
  const expectedWickets = (legalBalls / T20_LEGAL_BALLS) * 7;
  if (wicketsLost > expectedWickets + 2) return -0.4;
  if (legalBalls >= 16 * BALLS_PER_OVER) return 0.35 * Math.max(0, (6 - wicketsLost) / 6);
  return 0;
}

/** Chase: compare the runs needed with what these balls and wickets would normally yield. */
export function chasingAggression(
  needed: number,
  parRuns: number,
  legalBalls: number,
  wicketsLost: number,
): number {
  return aggressionForPressure(needed, expectedChaseRuns(parRuns, legalBalls, wicketsLost));
}

/** What the balls and wickets left would normally yield, as the chasers reckon it. */
export function expectedChaseRuns(parRuns: number, legalBalls: number, wicketsLost: number): number {
  return parRuns * resourceRemaining(T20_LEGAL_BALLS - legalBalls, wicketsLost);
}

/**
 * The range of a chaser's aggression. Comfortable chasers ease off only a little: a strong pull towards
 * the target would make ties common.
 */
export const CHASE_AGGRESSION = { min: -0.2, max: 1.2 } as const;

/** The chasers' aggression with `needed` runs to get, where the balls and wickets left yield `expected`. */
export function aggressionForPressure(needed: number, expected: number): number {
  const pressure = needed / Math.max(1, expected);
  return Math.min(CHASE_AGGRESSION.max, Math.max(CHASE_AGGRESSION.min, 1.0 * (pressure - 1)));
}
