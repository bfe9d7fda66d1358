// The app as the browser journeys see it: built web app, fresh embedded database in a temp folder.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const build = spawnSync('node', ['scripts/build-web-if-needed.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), 'ipl-e2e-'));
const server = spawn('node', ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: process.env.E2E_PORT ?? '3210',
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${process.env.E2E_PORT ?? '3210'}`,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54339',
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SIGNUP_RATE_LIMIT_MAX: '10000',
    SIGNIN_RATE_LIMIT_MAX: '10000',
  },
});
const stop = (signal: NodeJS.Signals) => server.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
