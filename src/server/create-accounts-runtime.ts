import type { Logger } from 'pino';
import type { Config } from './config';
import { createDatabase } from './db/client';
import { createPool } from './db/create-pool';
import { applyMigrations } from './db/migrate';
import { withStartupLock } from './db/with-startup-lock';
import { authFor } from './auth-for';

/**
 * What `npm run create-admin` needs: the migrated database and its accounts. Nothing that plays or
 * pays runs here (no sync, jobs or ticker), whatever the environment says.
 */
export async function createAccountsRuntime(config: Config, databaseUrl: string, logger: Logger) {
  const pool = createPool(databaseUrl, 2, logger);
  const db = createDatabase(pool);
  await withStartupLock(pool, (client) => applyMigrations(client));
  return { db, auth: authFor(config, db, logger), close: () => pool.end() };
}
