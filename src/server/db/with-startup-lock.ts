import type pg from 'pg';

/** Any fixed number: all instances agree on it, so one at a time migrates, seeds and sets up pg-boss. */
const STARTUP_LOCK_KEY = 7_260_001;

/** Runs `work` while holding the start-up advisory lock, so several instances starting together take turns. */
export async function withStartupLock<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
