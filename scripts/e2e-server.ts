// The app as the browser journeys see it: built web app, fresh embedded database in a temp folder.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const build = spawnSync('node', ['scripts/build-if-needed.mjs', 'web'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), 'ipl-e2e-'));

// Serve a private copy of the built app: dist/web is shared, and another checkout's `npm start` or
// journey run may rebuild it mid-run, which would leave this server's cached index.html pointing at
// assets that no longer exist.
const webDir = join(dataDir, 'web');
function copyWebApp(): boolean {
  rmSync(webDir, { recursive: true, force: true });
  cpSync('dist/web', webDir, { recursive: true });
  const index = readFileSync(join(webDir, 'index.html'), 'utf8');
  const assets = [...index.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]!);
  return assets.every((asset) => existsSync(join(webDir, asset)));
}
let copied = false;
for (let attempt = 0; attempt < 5 && !copied; attempt += 1) {
  try {
    copied = copyWebApp();
  } catch {
    copied = false; // dist/web was being replaced while we copied it
  }
  if (!copied) await new Promise((resolve) => setTimeout(resolve, 1000));
}
if (!copied) {
  console.error('Could not copy a complete build of the web app from dist/web.');
  process.exit(1);
}
// The simulator's season is tiled from an epoch, so with the default one a journey's world depended on
// the hour it ran: in an innings break or between playoffs no score moved for minutes. Starting every
// run at the same slot of the season gives it the same world: slot 2025 (seed 2025) is the 4th over of
// league match 10, whose first innings lasts another 20 minutes at 12 s a ball, with 215 matches to come.
const E2E_SEASON_SLOT = 2025;
const secondsPerBall = Number(process.env.SIM_SECONDS_PER_BALL ?? 12);
const simEpoch =
  process.env.SIM_EPOCH ?? new Date(Date.now() - E2E_SEASON_SLOT * secondsPerBall * 1000).toISOString();

const server = spawn('node', ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: {
    // No in-play delay unless a server asks for one: at the journeys' pace (a ball every 0.2 to 12 s) a
    // delay would see a ball and refuse most live bets, which is the in-play journey's subject only.
    BET_DELAY_MATCH_WINNER_SECONDS: '0',
    BET_DELAY_SESSION_SECONDS: '0',
    BET_DELAY_OTHER_SECONDS: '0',
    ...process.env,
    NODE_ENV: 'test',
    PORT: process.env.E2E_PORT ?? '3210',
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${process.env.E2E_PORT ?? '3210'}`,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDir,
    EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54339',
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SIM_EPOCH: simEpoch,
    SIGNUP_RATE_LIMIT_MAX: '10000',
    SIGNIN_RATE_LIMIT_MAX: '10000',
    SIGNIN_ACCOUNT_LIMIT_MAX: '10000',
  },
});
const stop = (signal: NodeJS.Signals) => server.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
