import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';

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
