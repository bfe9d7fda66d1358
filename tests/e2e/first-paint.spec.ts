// What a player's page downloads before its first paint: none of the code that checks answers against
// their contracts (zod), nor the sheets' and dialogs' code (Radix's dialog). The page's answers are in
// its HTML and are checked after the paint (ADRs 0015 and 0017); on a phone's connection every script
// fetched before the paint delays it. Read from the build's source maps, so a chunk is known by what it
// holds, whatever the bundler names it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
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

/** The scripts the page started to fetch before its first contentful paint. */
async function scriptsBeforeFirstPaint(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        new PerformanceObserver((list, observer) => {
          const paint = list.getEntriesByName('first-contentful-paint')[0];
          if (!paint) return;
          observer.disconnect();
          resolve(
            performance
              .getEntriesByType('resource')
              .filter((entry) => entry.startTime < paint.startTime && /\.js$/.test(entry.name))
              .map((entry) => new URL(entry.name).pathname.replace('/assets/', '')),
          );
        }).observe({ type: 'paint', buffered: true });
      }),
  );
}

test("a player's pages paint before any contract check or dialog code is fetched @mobile", async ({
  page,
}) => {
  const excluded = afterPaintChunks();
  expect(excluded.size, 'the build has chunks with zod and with the dialog').toBeGreaterThanOrEqual(2);
  await registerPlayer(page);
  for (const path of ['/', '/live', '/upcoming', '/help-support', '/my-bets', '/wallet']) {
    await page.goto(path);
    const early = await scriptsBeforeFirstPaint(page);
    expect(early.length, `${path} loads its scripts`).toBeGreaterThan(0);
    expect(
      early.filter((script) => excluded.has(script)),
      `${path}: fetched before its first paint`,
    ).toEqual([]);
  }
});
