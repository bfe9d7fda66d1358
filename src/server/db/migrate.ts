import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/**
 * The checkout's drizzle/ folder, found upwards from this module: src/server/db/ when node runs the
 * sources (tests, scripts), dist/server/ when it runs the compiled server.
 */
function migrationsFolder(from = dirname(fileURLToPath(import.meta.url))): string {
  const candidate = join(from, 'drizzle');
  if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
  const parent = dirname(from);
  if (parent === from) throw new Error('The drizzle migrations folder was not found above the server');
  return migrationsFolder(parent);
}

/** Any fixed number: all instances agree on it, so only one migrates (and seeds) at a time. */
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

export async function applyMigrations(client: pg.PoolClient) {
  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
}
