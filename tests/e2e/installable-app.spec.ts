// The installable app: a valid manifest Chromium accepts for installing, and a service worker that opens
// the app with the network cut, says it is offline, and never lets a bet be placed or queued offline.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { addFromUpcoming, balanceOf, pickUpcoming, registerPlayer } from './support';

// The journeys of the installed app: the service worker the other journeys block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page (it claims open pages when it activates). */
async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the manifest is valid, its icons are what it says, and Chromium finds the app installable @mobile', async ({
  playwright,
  request,
  baseURL,
}, testInfo) => {
  // A profile on disk: Chromium never offers to install from an incognito context (Playwright's default).
  const profile = mkdtempSync(join(tmpdir(), 'ipl-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await controlledByServiceWorker(page);
    const cdp = await context.newCDPSession(page);

    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    const response = await request.get('/manifest.webmanifest');
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'IPL Betting', start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toBe(await page.locator('meta[name="theme-color"]').getAttribute('content'));
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.headers()['content-type']).toBe(icon.type);
      expect(pngSize(await file.body())).toBe(icon.sizes);
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a second load with the network cut opens the app and says it is offline, then recovers @mobile', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Upcoming Matches' })).toBeVisible();
  await controlledByServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  // Nothing waits forever: no spinner or skeleton for what cannot load offline.
  await expect(page.getByText('Recent winners will appear when you are back online.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);

  // Another page opened by its address, never visited: the same shell, its own offline state.
  await page.goto('/live');
  await expect(page.getByRole('heading', { level: 1, name: /Live Matches/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeHidden();
});

test('offline, Place Bets is disabled and nothing is sent when the network returns', async ({
  page,
  context,
}) => {
  await registerPlayer(page);
  const before = await balanceOf(page.request);
  const pick = await pickUpcoming(page.request);
  const sheet = await addFromUpcoming(page, pick, 100);

  await context.setOffline(true);
  await expect(sheet.getByText('You are offline. Bets can only be placed online')).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Place Bets' })).toBeDisabled();

  await context.setOffline(false);
  await expect(sheet.getByRole('button', { name: 'Place Bets' })).toBeEnabled();
  expect(await balanceOf(page.request)).toBe(before);
  const bets = await page.request.get('/api/me/bets?status=active');
  expect(((await bets.json()) as { bets: unknown[] }).bets).toEqual([]);
});
