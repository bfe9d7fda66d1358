import type { Config } from '../../config';

/**
 * How the writes of one kind (placements; cash-outs), or cash-outs' bet reads, that arrive together are
 * grouped (ADRs 0050 to 0052): a batch goes to the database when it holds `maxWrites` items, or `waitMs`
 * after its first arrived, whichever is first, and at most `lanes` batches of each kind are in flight at
 * once per instance (the rest wait their turn, growing).
 */
export interface BetBatching {
  maxWrites: number;
  waitMs: number;
  lanes: number;
}

export const DEFAULT_BET_BATCHING: BetBatching = { maxWrites: 64, waitMs: 1, lanes: 2 };

/** The batching as configured. */
export function betBatchingOf(
  config: Pick<Config, 'BET_BATCH_MAX' | 'BET_BATCH_WAIT_MS' | 'BET_BATCH_LANES'>,
): BetBatching {
  return {
    maxWrites: config.BET_BATCH_MAX,
    waitMs: config.BET_BATCH_WAIT_MS,
    lanes: config.BET_BATCH_LANES,
  };
}
