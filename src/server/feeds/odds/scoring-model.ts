// How many more runs an innings is worth from a given state, in the spirit of Duckworth-Lewis-Stern:
// remaining "resources" fall with balls left and, more steeply early on, with wickets lost.
import { BALLS_PER_OVER, T20_LEGAL_BALLS } from '../cricket-notation';

/**
 * Share of a full innings' asymptotic runs still available with w wickets lost (index = wickets).
 * The tail scores little, so the last wickets are worth much less than the first.
 */
const WICKET_RESOURCE = [1, 0.85, 0.74, 0.59, 0.45, 0.32, 0.22, 0.14, 0.07, 0.025, 0];

/** Per-over decay of the DLS curve; small in T20 because 20 overs never exhaust a full batting order. */
const DECAY_PER_OVER = 0.035;

const FULL_INNINGS = 1 - Math.exp(-DECAY_PER_OVER * (T20_LEGAL_BALLS / BALLS_PER_OVER));

/** Standard deviation of a full T20 innings total around its par (about 30 runs in IPL data). */
export const FULL_INNINGS_SD = 30;

/** Fraction (0..1) of a full innings' runs still to come with `ballsLeft` and `wicketsLost`. */
export function resourceRemaining(ballsLeft: number, wicketsLost: number): number {
  if (ballsLeft <= 0 || wicketsLost >= 10) return 0;
  const share = WICKET_RESOURCE[Math.max(0, Math.floor(wicketsLost))]!;
  const oversLeft = Math.min(ballsLeft, T20_LEGAL_BALLS) / BALLS_PER_OVER;
  return (share * (1 - Math.exp((-DECAY_PER_OVER * oversLeft) / share))) / FULL_INNINGS;
}

export interface RunsForecast {
  /** Expected runs still to come. */
  mean: number;
  /** Uncertainty of those runs: shrinks as the innings runs out of balls and wickets. */
  sd: number;
}

/** How fast the uncertainty shrinks with the resource left; fitted to simulated innings (sqrt was too slow). */
const SD_SHRINK_EXPONENT = 0.7;

export function remainingRunsForecast(par: number, legalBalls: number, wicketsLost: number): RunsForecast {
  const resource = resourceRemaining(T20_LEGAL_BALLS - legalBalls, wicketsLost);
  return { mean: par * resource, sd: FULL_INNINGS_SD * resource ** SD_SHRINK_EXPONENT };
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
