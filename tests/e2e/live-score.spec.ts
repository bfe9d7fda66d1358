// A live score moving on /live without a reload (the live stream), on the fast-simulator server
// (playwright.config.ts), where a ball comes every 0.2 s: at the default pace an innings break holds every
// score still for over two minutes, and when the journey runs depends on the journeys before it.
import { expect, test, type Page } from '@playwright/test';
import { FAST_WORLD_WAIT_MS } from './support';

/** Each live card's overs, scores and innings line, by its match's id. */
function liveCards(page: Page): Promise<[string, string][]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="match-card"]')].map((card): [string, string] => [
      card.getAttribute('data-match-id') ?? '',
      ['current-over', 'score-home', 'score-away', 'innings-status']
        .map((t) => card.querySelector(`[data-testid="${t}"]`)?.textContent ?? '')
        .join('|'),
    ]),
  );
}

test('a live score changes on screen without a reload', async ({ page }) => {
  test.setTimeout(FAST_WORLD_WAIT_MS + 30_000);
  await page.goto('/live');
  await expect(page.getByRole('main')).toBeVisible();
  let navigations = 0;
  page.on('framenavigated', () => (navigations += 1));
  // A card shown before that now shows another score: matches also start and end while this waits, and a
  // card that only appears or goes is not a score that changed.
  const shown = new Map<string, string>();
  const scoreChanged = async () => {
    let changed = false;
    for (const [id, text] of await liveCards(page)) {
      if (shown.has(id) && shown.get(id) !== text) changed = true;
      shown.set(id, text);
    }
    return changed;
  };
  await expect.poll(scoreChanged, { timeout: FAST_WORLD_WAIT_MS, intervals: [500] }).toBe(true);
  expect(navigations).toBe(0);
});
