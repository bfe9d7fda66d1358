// The player pages as a phone sees them: Lighthouse 12.8 (its default mobile preset: a mid-range
// phone, simulated slow 4G and 4x CPU slowdown) in Debian's Chromium, against a fresh production build
// served by the app on a fresh database, median of 3 runs per page. Each page in each language (the
// lang cookie, as the header's switch sets it). Signed-in pages carry the session of a player who
// reads in that language (their account's language saved, as a returning player's is): a player with
// another one saved would see the page switch to it. The cookies are put in the browser's own cookie
// store before each run, as a browser holds them: a Cookie header added by Lighthouse is replaced by
// the store's cookies on the page's own requests once the page has set one, without the session.
// Prints performance, accessibility, best practices and SEO scores, LCP, TBT and CLS, and the console
// errors Lighthouse saw.
// Run: npm run bench:web [-- --runs 3] [-- --pages /,/live] [-- --langs en,hi] [-- --save DIR]
// --save writes each run's whole Lighthouse report to DIR (e.g. to read its long-tasks audit).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium as playwright } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH as CHROMIUM } from '../scripts/chromium';
import { startBenchServer } from './matches-server';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(option('--runs')) || 3;
const SAVE_DIR = option('--save');
const LANGS = (option('--langs') ?? 'en,hi').split(',');
const PAGES: { path: string; signedIn: boolean }[] = [
  { path: '/', signedIn: false },
  { path: '/live', signedIn: false },
  { path: '/upcoming', signedIn: false },
  { path: '/help-support', signedIn: false },
  { path: '/my-bets', signedIn: true },
  { path: '/wallet', signedIn: true },
].filter((p) => !option('--pages') || option('--pages')!.split(',').includes(p.path));

execFileSync('npm', ['run', 'build'], { stdio: 'ignore' });
const appPort = await freePort();
const server = await startBenchServer({
  port: appPort,
  env: { PUBLIC_URL: `http://127.0.0.1:${appPort}`, JOBS_ENABLED: 'true' },
});
const profile = mkdtempSync(join(tmpdir(), 'bench-web-chromium-'));
const port = await freePort();
const chromium = spawn(
  CHROMIUM,
  // about:blank, not the new-tab page: Playwright's connect waits on every open page, and Chromium 156's
  // new-tab page can keep it waiting past its timeout.
  [
    '--headless=new',
    ...CHROMIUM_FLAGS,
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`,
    'about:blank',
  ],
  {
    stdio: 'ignore',
  },
);
try {
  await waitForDevTools(port);
  const sessions = new Map<string, Cookie[]>();
  for (const lang of LANGS) sessions.set(lang, await signedUpPlayer(server.url, lang));
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
  const cookieStore = browser.contexts()[0]!;
  console.log(
    `bench:web, Lighthouse 12.8 mobile preset (simulated throttling), ${CHROMIUM}, median of ${RUNS} runs, ${server.url}`,
  );
  console.log('page               perf  a11y  bp   seo   LCP      TBT     CLS    console errors');
  for (const lang of LANGS)
    for (const page of PAGES) {
      const runs: Run[] = [];
      const cookies = [{ name: 'lang', value: lang }, ...(page.signedIn ? sessions.get(lang)! : [])].map(
        (cookie) => ({
          ...cookie,
          url: server.url,
        }),
      );
      for (let i = 0; i < RUNS; i++) {
        await cookieStore.clearCookies();
        await cookieStore.addCookies(cookies);
        const run = await audit(`${server.url}${page.path}`, port);
        runs.push(run);
        if (SAVE_DIR) {
          mkdirSync(SAVE_DIR, { recursive: true });
          const name = page.path === '/' ? 'home' : page.path.slice(1).replaceAll('/', '-');
          writeFileSync(join(SAVE_DIR, `${name}-${lang}-${i + 1}.json`), run.report);
        }
      }
      printMedians(`${lang} ${page.path}${page.signedIn ? ' (in)' : ''}`, runs);
    }
} finally {
  chromium.kill('SIGKILL');
  await server.stop();
  rmSync(profile, { recursive: true, force: true });
}

/** One row of the table: the medians of a page's runs, and every console error they saw. */
function printMedians(label: string, runs: Run[]) {
  const median = (pick: (r: Run) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  const errors = [...new Set(runs.flatMap((r) => r.consoleErrors))];
  console.log(
    `${label.padEnd(19)}` +
      `${String(median((r) => r.performance)).padEnd(6)}${String(median((r) => r.accessibility)).padEnd(6)}` +
      `${String(median((r) => r.bestPractices)).padEnd(5)}${String(median((r) => r.seo)).padEnd(6)}` +
      `${`${(median((r) => r.lcp) / 1000).toFixed(2)} s`.padEnd(9)}${`${Math.round(median((r) => r.tbt))} ms`.padEnd(8)}` +
      `${median((r) => r.cls)
        .toFixed(3)
        .padEnd(7)}${errors.length ? errors.join(' | ') : 'none'}`,
  );
}

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  consoleErrors: string[];
  report: string;
}

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const errors = (
    audits['errors-in-console']?.details as { items?: { description?: string; url?: string }[] }
  )?.items;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    consoleErrors: [
      // A run Lighthouse could not measure scores 0: say why instead of printing a bare 0.
      ...(result.lhr.runtimeError
        ? [`Lighthouse ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message.slice(0, 100)}`]
        : []),
      ...Object.values(audits)
        .filter(
          (a) =>
            a.errorMessage && ['performance', 'best-practices'].some((c) => categoryHas(result.lhr, c, a.id)),
        )
        .map((a) => `audit ${a.id}: ${a.errorMessage!.slice(0, 100)}`),
      ...(errors ?? []).map((e) => `${e.description ?? ''} ${e.url ?? ''}`.trim().slice(0, 120)),
    ],
    report: typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr),
  };
}

function categoryHas(
  lhr: { categories: Record<string, { auditRefs: { id: string }[] }> },
  category: string,
  id: string,
) {
  return lhr.categories[category]?.auditRefs.some((ref) => ref.id === id) ?? false;
}

type Cookie = { name: string; value: string };

/** A new player, signed up through the real endpoint, with `lang` saved as their language: their cookies. */
async function signedUpPlayer(base: string, lang: string): Promise<Cookie[]> {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      name: 'Bench Player',
      email: `web-${lang}-${Date.now()}@bench.test`,
      password: 'secret123',
      phone: '9876543210',
    }),
  });
  if (response.status !== 200) throw new Error(`sign-up ${response.status}`);
  const cookies = response.headers.getSetCookie().map((cookie) => {
    const pair = cookie.split(';')[0]!;
    const equals = pair.indexOf('=');
    return { name: pair.slice(0, equals), value: pair.slice(equals + 1) };
  });
  const saved = await fetch(`${base}/api/me/locale`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      origin: base,
      cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; '),
    },
    body: JSON.stringify({ locale: lang }),
  });
  if (!saved.ok) throw new Error(`PUT /api/me/locale ${saved.status}`);
  return cookies;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForDevTools(port: number) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Chromium did not open its DevTools port');
}
