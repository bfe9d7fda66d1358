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

export async function applyMigrations(client: pg.PoolClient) {
  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
}
