import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import { EMBEDDED_DATABASE } from './open';

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
