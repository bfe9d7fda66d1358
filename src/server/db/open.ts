import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { startEmbeddedPostgres } from './embedded';

export interface OpenedDatabase {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

const EMBEDDED_DATABASE = 'ipl_betting';

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

/**
 * The URL of an embedded server another process (a running `npm start`) already runs on DATA_DIR,
 * or null. Lets command-line tools work whether or not the app is running.
 */
export function runningEmbeddedUrl(config: Config): string | null {
  const pidFile = join(config.dataDir, 'pg', 'postmaster.pid');
  const passwordFile = join(config.dataDir, 'pg-password');
  if (!existsSync(pidFile) || !existsSync(passwordFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;
}

/** BETTER_AUTH_SECRET, or (outside production) one generated once and kept in DATA_DIR. */
export function authSecret(config: Config): string {
  if (config.BETTER_AUTH_SECRET) return config.BETTER_AUTH_SECRET;
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
