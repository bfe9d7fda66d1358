import { expect, type Locator, type Page } from '@playwright/test';

/** Nothing wider than the viewport (no sideways scrolling on a phone). */
export async function expectNoSidewaysScroll(page: Page) {
  const viewport = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport);
}

/**
 * The words a control shows on the screen: its text drawn at a readable size inside the viewport, not
 * text for screen readers only nor its accessible name (an icon with an aria-label shows none).
 */
export async function shownText(control: Locator): Promise<string> {
  return control.evaluate((element) => {
    const shown: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      const readable = box.width >= 8 && box.height >= 8 && box.left >= 0 && box.right <= window.innerWidth;
      if (text && readable) shown.push(text);
    }
    return shown.join(' ');
  });
}
