import type pg from 'pg';
import type { Db } from './client';

/** The node-postgres pool under a Drizzle database (drizzle() keeps it as $client). */
export function poolOf(db: Db): pg.Pool {
  const pool = (db as Db & { $client?: pg.Pool }).$client;
  if (!pool || typeof pool.connect !== 'function') throw new Error('needs a pool-backed database');
  return pool;
}
