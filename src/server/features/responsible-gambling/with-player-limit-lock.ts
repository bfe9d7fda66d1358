import type pg from 'pg';
import type { Db } from '../../db/client';
import { poolOf } from '../../db/pool-of';

/**
 * Runs `work` in a transaction that first takes the player's limit lock: everything that reads a
 * player's limits and must not race another such reader (a bet placed under a limit, a limit change)
 * runs here, so each statement of `work` sees every earlier one committed. Nothing else takes this
 * lock, so it cannot deadlock with settlement's or withdrawals' row locks.
 */
export async function withPlayerLimitLock<T>(
  db: Db,
  userId: string,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await poolOf(db).connect();
  try {
    await client.query('begin');
    await client.query(`select pg_advisory_xact_lock(hashtextextended('betting-limits:' || $1, 0))`, [
      userId,
    ]);
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
