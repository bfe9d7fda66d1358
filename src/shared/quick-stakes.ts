// The slip's one-click stakes, checked once: the server refuses stakes that fail this and the settings
// form checks what the player typed against it, without loading the contracts' zod before first paint.
import { MIN_BET_RUPEES, QUICK_STAKES_RUPEES } from './constants';

/** The most a one-click stake may add: the operator's highest possible maximum stake (₹1,00,00,000). */
const QUICK_STAKE_MAX_RUPEES = 10_000_000;

/** Three whole rupee amounts from MIN_BET_RUPEES to QUICK_STAKE_MAX_RUPEES, each larger than the one before. */
export function areQuickStakes(stakes: readonly number[]): boolean {
  return (
    stakes.length === QUICK_STAKES_RUPEES.length &&
    stakes.every(
      (stake, i) =>
        Number.isInteger(stake) &&
        stake >= MIN_BET_RUPEES &&
        stake <= QUICK_STAKE_MAX_RUPEES &&
        (i === 0 || stake > stakes[i - 1]!),
    )
  );
}
