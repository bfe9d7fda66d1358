import { expect, type Page } from '@playwright/test';

/** Nothing wider than the viewport (no sideways scrolling on a phone). */
export async function expectNoSidewaysScroll(page: Page) {
  const viewport = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport);
}
