import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const PG_PORT = Number(process.env.E2E_PG_PORT ?? 54339);
// A second app whose simulator plays a match in about a minute, for journeys that need a match to
// finish (settlement) or a ball soon (a live score moving). The first plays at the default pace, so
// upcoming cards stay put while tested.
const FAST_PORT = PORT + 1;
// A third at one second a ball, for cash-out and sessions: its odds move and its markets pause every few
// seconds, while a match stays open for bets for minutes, longer than a busy machine needs to place and
// cash out, and an over lasts long enough to bet on before it is bowled and settled.
const PACED_PORT = PORT + 2;
const PACED_JOURNEYS = /(cash-out|sessions|odds-change)\.spec\.ts/;
const FAST_JOURNEYS = /(settlement|live-score)\.spec\.ts/;
// Live betting between balls needs a match early in an innings for 40 balls (20 bets at each width): these
// run first, while the default server's match is in its first overs.
const IN_PLAY_JOURNEYS = /in-play\.spec\.ts/;
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

// Journeys in Debian's Chromium against the real app on a fresh embedded database (scripts/e2e-server.ts).
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 1,
  // No retries: a journey that passes only on a second try is a bug to find, not to hide.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Every journey opens a fresh context, whose first visit would install the service worker and
    // precache the whole player app (about 120 files) beside the journey's own page, for nothing: a first
    // visit's page is not served by it. The installed app's journeys (installable-app.spec.ts) allow it.
    serviceWorkers: 'block',
    // Headless Chromium without a GPU draws every frame of an endless animation (the live dots' ping) on
    // the CPU: about half a core for each page left open, starving the app and the journey on two cores.
    // The journeys check behaviour, so they ask for reduced motion, as a player may (styles.css), under
    // which no animation runs on (shell.spec.ts).
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'in-play',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
      testMatch: IN_PLAY_JOURNEYS,
    },
    {
      name: 'in-play-mobile',
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, launchOptions: chromium },
      testMatch: IN_PLAY_JOURNEYS,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
      testIgnore: [FAST_JOURNEYS, PACED_JOURNEYS, IN_PLAY_JOURNEYS],
    },
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, launchOptions: chromium },
      grep: /@mobile/,
      testIgnore: [FAST_JOURNEYS, PACED_JOURNEYS, IN_PLAY_JOURNEYS],
    },
    {
      name: 'fast',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
        baseURL: `http://localhost:${FAST_PORT}`,
      },
      testMatch: FAST_JOURNEYS,
    },
    {
      name: 'paced',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
        baseURL: `http://localhost:${PACED_PORT}`,
      },
      testMatch: PACED_JOURNEYS,
    },
    {
      name: 'paced-mobile',
      use: {
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
        baseURL: `http://localhost:${PACED_PORT}`,
      },
      grep: /@mobile/,
      testMatch: PACED_JOURNEYS,
    },
  ],
  // Started one after the other, so only the first builds the web app when it is stale.
  webServer: [
    {
      command: `node --import tsx scripts/e2e-server.ts`,
      url: `http://localhost:${PORT}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      // The product's in-play delays, for the live-betting journey (in-play.spec.ts): at 12 s a ball a
      // delay fits between balls. The other journeys here bet before the match, where there is none.
      env: {
        E2E_PORT: String(PORT),
        E2E_PG_PORT: String(PG_PORT),
        SIM_TICK_SECONDS: '1',
        BET_DELAY_MATCH_WINNER_SECONDS: '5',
        BET_DELAY_SESSION_SECONDS: '2',
        BET_DELAY_OTHER_SECONDS: '5',
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node --import tsx scripts/e2e-server.ts`,
      url: `http://localhost:${FAST_PORT}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        E2E_PORT: String(FAST_PORT),
        E2E_PG_PORT: String(PG_PORT + 1),
        SIM_SECONDS_PER_BALL: '0.2',
        SIM_TICK_SECONDS: '1',
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node --import tsx scripts/e2e-server.ts`,
      url: `http://localhost:${PACED_PORT}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        E2E_PORT: String(PACED_PORT),
        E2E_PG_PORT: String(PG_PORT + 2),
        SIM_SECONDS_PER_BALL: '1',
        SIM_TICK_SECONDS: '1',
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
