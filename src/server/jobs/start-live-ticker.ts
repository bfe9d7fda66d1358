import type pg from 'pg';
import type { Logger } from 'pino';
import { startLockedTicker } from './start-locked-ticker';

/**
 * Live syncs between the scheduled ones: the simulator every few seconds (pg-boss cron is per minute),
 * CricAPI when CRICAPI_TICK_SECONDS is set. Each instance ticks, but only the one holding the advisory
 * lock for that tick does the work (`sync`), so scores and events are written once. `warm` runs on
 * every instance before it tries the lock (the provider's pricing memory for the live matches, seconds
 * of work on a cold or busy instance): a survivor taking over from a stopped instance, or an instance
 * meeting a new match, does not hold the lock, and the announcements of every instance, through it.
 * `stop()` resolves once a tick in flight has finished: the pool it uses is closed next.
 */
export function startLiveTicker(
  pool: pg.Pool,
  sync: () => Promise<unknown>,
  seconds: number,
  logger: Logger,
  warm?: () => Promise<unknown>,
) {
  return startLockedTicker(pool, 7260002, seconds, logger, 'live tick failed', sync, warm);
}
