import type { Logger } from 'pino';
import type { Config } from '../config';
import { startEmbeddedPostgres } from './embedded';

export interface OpenedDatabase {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** The database in the embedded server: started here, found in a running one by runningEmbeddedUrl. */
export const EMBEDDED_DATABASE = 'ipl_betting';

/** DATABASE_URL when set; otherwise the embedded PostgreSQL under DATA_DIR (started here). */
export async function openDatabase(config: Config, logger: Logger): Promise<OpenedDatabase> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, embedded: false, stop: async () => {} };
  const server = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    port: config.EMBEDDED_PG_PORT,
    database: EMBEDDED_DATABASE,
    logger,
  });
  return { url: server.url, embedded: true, stop: server.stop };
}
