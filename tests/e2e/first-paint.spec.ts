// What a player's page downloads and asks for on its first load. Before its first paint: none of the
// code of the forms' checks (zod) nor of the sheets and dialogs (Radix's dialog); on a phone's
// connection every script fetched before the paint delays it. And none of the answers its HTML brought
// (@shared/page-data): they are in the query cache from the first render, and fresh enough not to be
// asked for again. Scripts are read from the build's source maps, so a chunk is known by what it holds,
// whatever the bundler names it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { pageQueriesFor } from '../../src/shared/page-data';
import { registerPlayer } from './support';

const ASSETS = join(process.cwd(), 'dist', 'web', 'assets');
const AFTER_PAINT_CODE = /node_modules\/(?:zod|@radix-ui\/react-dialog)\//;

/** The build's scripts that hold zod or Radix's dialog, by file name. */
function afterPaintChunks(): Set<string> {
  const chunks = new Set<string>();
  for (const file of readdirSync(ASSETS).filter((name) => name.endsWith('.js.map'))) {
    const { sources } = JSON.parse(readFileSync(join(ASSETS, file), 'utf8')) as { sources: string[] };
    if (sources.some((source) => AFTER_PAINT_CODE.test(source))) chunks.add(file.replace(/\.map$/, ''));
  }
  return chunks;
}

/**
 * The scripts the page started to fetch before its first contentful paint, and every API request it
 * made up to the browser's first idle moment after that paint (when a query that refetches as it
 * mounts has sent its request).
 */
async function firstLoad(page: Page): Promise<{ scripts: string[]; api: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ scripts: string[]; api: string[] }>((resolve) => {
        new PerformanceObserver((list, observer) => {
          const paint = list.getEntriesByName('first-contentful-paint')[0];
          if (!paint) return;
          observer.disconnect();
          requestIdleCallback(() => {
            const resources = performance.getEntriesByType('resource').map((entry) => ({
              url: new URL(entry.name),
              early: entry.startTime < paint.startTime,
            }));
            resolve({
              scripts: resources
                .filter((r) => r.early && /\.js$/.test(r.url.pathname))
                .map((r) => r.url.pathname.replace('/assets/', '')),
              api: resources
                .filter((r) => r.url.pathname.startsWith('/api/'))
                .map((r) => r.url.pathname + r.url.search),
            });
          });
        }).observe({ type: 'paint', buffered: true });
      }),
  );
}

test("a player's pages paint from their HTML's answers, before any form-check or dialog code @mobile", async ({
  page,
}) => {
  const excluded = afterPaintChunks();
  expect(excluded.size, 'the build has chunks with zod and with the dialog').toBeGreaterThanOrEqual(2);
  await registerPlayer(page);
  // No live stream: on a live season its events rightly ask for the lists again (a match started, a
  // market opened), which says nothing of whether the HTML's answers were fresh enough.
  await page.route('**/api/stream**', (route) => route.fulfill({ status: 204 }));
  for (const path of ['/', '/live', '/upcoming', '/help-support', '/my-bets', '/wallet']) {
    await page.goto(path);
    const { scripts, api } = await firstLoad(page);
    expect(scripts.length, `${path} loads its scripts`).toBeGreaterThan(0);
    expect(
      scripts.filter((script) => excluded.has(script)),
      `${path}: fetched before its first paint`,
    ).toEqual([]);
    const brought = pageQueriesFor(path).map((query) => query.url);
    expect(brought.length, `${path} brings answers in its HTML`).toBeGreaterThanOrEqual(3);
    expect(
      api.filter((url) => brought.includes(url)),
      `${path}: asked again for what its HTML brought`,
    ).toEqual([]);
  }
});
