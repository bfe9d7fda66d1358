import type pg from 'pg';
import type { Logger } from 'pino';

/**
 * Runs `work` every `seconds` on whichever instance takes the advisory lock `key` for that tick, one
 * tick at a time. `prepare`, if given, runs first on every instance, before it tries the lock: what
 * only fills this instance's memory (slow when cold) is never done while the others wait for the lock.
 * `stop()` resolves once a tick in flight has finished.
 */
export function startLockedTicker(
  pool: pg.Pool,
  key: number,
  seconds: number,
  logger: Logger,
  failure: string,
  work: () => Promise<unknown>,
  prepare?: () => Promise<unknown>,
) {
  let inFlight: Promise<void> | null = null;
  const tick = async () => {
    // A failed preparation only leaves the work to do it in line.
    if (prepare) await prepare().catch((error: Error) => logger.warn({ message: error.message }, failure));
    const client = await pool.connect().catch(() => null);
    try {
      if (!client) return;
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
        key,
      ]);
      if (!rows[0]?.locked) return;
      try {
        await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]);
      }
    } catch (error) {
      logger.error({ message: (error as Error).message }, failure);
    } finally {
      client?.release();
    }
  };
  const timer = setInterval(() => {
    if (inFlight) return;
    inFlight = tick().finally(() => (inFlight = null));
  }, seconds * 1000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await inFlight;
    },
  };
}
