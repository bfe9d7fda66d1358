import type { Config } from '../../config';

/**
 * How placements that arrive together are grouped (ADR 0050): a batch goes to the database when it holds
 * `maxSlips` slips, or `waitMs` after its first arrived, whichever is first, and at most `lanes` batches
 * are in flight at once per instance (the rest wait their turn, growing).
 */
export interface PlacementBatching {
  maxSlips: number;
  waitMs: number;
  lanes: number;
}

export const DEFAULT_PLACEMENT_BATCHING: PlacementBatching = { maxSlips: 64, waitMs: 1, lanes: 2 };

/** The batching as configured. */
export function placementBatchingOf(
  config: Pick<Config, 'PLACEMENT_BATCH_MAX' | 'PLACEMENT_BATCH_WAIT_MS' | 'PLACEMENT_BATCH_LANES'>,
): PlacementBatching {
  return {
    maxSlips: config.PLACEMENT_BATCH_MAX,
    waitMs: config.PLACEMENT_BATCH_WAIT_MS,
    lanes: config.PLACEMENT_BATCH_LANES,
  };
}
