// One file, several operations: the remaining-runs forecast and the normal distribution it is read
// through.
// How many more runs an innings is worth from a given state: the level from the delivery model the
// simulator bats by, the uncertainty shrinking with the Duckworth-Lewis-Stern resource left.
import { T20_LEGAL_BALLS } from '../feeds/cricket-notation';
import { shareStillToCome } from '../feeds/simulator/innings-expectation';
import { resourceRemaining } from './dls-resource';

/** Standard deviation of a full T20 innings total around its par (about 30 runs in IPL data). */
export const FULL_INNINGS_SD = 30;

export interface RunsForecast {
  /** Expected runs still to come. */
  mean: number;
  /** Uncertainty of those runs: shrinks as the innings runs out of balls and wickets. */
  sd: number;
}

/** How fast the uncertainty shrinks with the resource left; fitted to simulated innings (sqrt was too slow). */
const SD_SHRINK_EXPONENT = 0.7;

/**
 * The runs still to come: the mean is par times the delivery model's share of an innings still to come
 * (the simulator bats by that model, so the two agree on how fast an innings scores at every stage);
 * the spread shrinks with the Duckworth-Lewis-Stern resource left.
 */
export function remainingRunsForecast(
  parRuns: number,
  legalBalls: number,
  wicketsLost: number,
): RunsForecast {
  const resource = resourceRemaining(T20_LEGAL_BALLS - legalBalls, wicketsLost);
  return {
    mean: parRuns * shareStillToCome(parRuns, legalBalls, wicketsLost),
    sd: FULL_INNINGS_SD * resource ** SD_SHRINK_EXPONENT,
  };
}

/**
 * Standard normal CDF (Abramowitz-Stegun 7.1.26 erf, error < 1.5e-7: plenty for prices). Kept strictly
 * inside (0, 1) so that only a truly decided state (handled by callers) yields a certain outcome.
 */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  const p = z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
  return Math.min(1 - 1e-9, Math.max(1e-9, p));
}
