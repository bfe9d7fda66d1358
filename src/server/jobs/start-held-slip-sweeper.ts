import type pg from 'pg';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { resolveOrphanedHeldSlips } from '../features/bets/resolve-orphaned-held-slips';
import { startLockedTicker } from './start-locked-ticker';

/**
 * Resolves the in-play slips whose instance stopped waiting on them (a crash, a restart, a lost
 * connection), so no stake stays held: every 2 s, on the instance holding its advisory lock.
 */
export function startHeldSlipSweeper(pool: pg.Pool, db: Db, logger: Logger, seconds = 2) {
  return startLockedTicker(
    pool,
    7260004,
    seconds,
    logger,
    'resolving orphaned held slips failed',
    async () => {
      const resolved = await resolveOrphanedHeldSlips(db);
      if (resolved > 0) logger.info({ job: 'held-slip-sweeper', resolved }, 'job done');
    },
  );
}
