// Duckworth-Lewis-Stern style resources: what share of a full innings is left, falling with balls left
// and, more steeply early on, with wickets lost. It sets how fast the uncertainty of an innings shrinks,
// and it is how the simulated chasers judge whether they are ahead of the rate.
import { BALLS_PER_OVER, T20_LEGAL_BALLS } from '../feeds/cricket-notation';

/**
 * Share of a full innings' asymptotic runs still available with w wickets lost (index = wickets).
 * The tail scores little, so the last wickets are worth much less than the first.
 */
const WICKET_RESOURCE = [1, 0.85, 0.74, 0.59, 0.45, 0.32, 0.22, 0.14, 0.07, 0.025, 0];

/** Per-over decay of the DLS curve; small in T20 because 20 overs never exhaust a full batting order. */
const DECAY_PER_OVER = 0.035;

const FULL_INNINGS = 1 - Math.exp(-DECAY_PER_OVER * (T20_LEGAL_BALLS / BALLS_PER_OVER));

/** Fraction (0..1) of a full innings' runs still to come with `ballsLeft` and `wicketsLost`. */
export function resourceRemaining(ballsLeft: number, wicketsLost: number): number {
  if (ballsLeft <= 0 || wicketsLost >= 10) return 0;
  const share = WICKET_RESOURCE[Math.max(0, Math.floor(wicketsLost))]!;
  const oversLeft = Math.min(ballsLeft, T20_LEGAL_BALLS) / BALLS_PER_OVER;
  return (share * (1 - Math.exp((-DECAY_PER_OVER * oversLeft) / share))) / FULL_INNINGS;
}
