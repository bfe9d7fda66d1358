// The market board (issue 42): one tap on a price puts the pick on the slip and a second takes it off,
// in English and Hindi; the stake is typed once, in the slip; three matches' prices on a phone's first
// screen; and no page scrolls sideways from 320 to 1280 px with a ₹1,00,00,000.00 balance.
import { expect, test, type Page, type Route } from '@playwright/test';
import { cricketText } from '../../src/shared/cricket-text';
import {
  balanceOf,
  betSlip,
  expectNoSidewaysScroll,
  openSlip,
  pickUpcoming,
  priceButton,
  registerPlayer,
  slipIsColumn,
} from './support';

const cards = (page: Page) => page.getByTestId('match-card');

/**
 * How many picks the slip holds, where a player reads it: from 1280 px the slip's column lists them;
 * narrower, the slip's button says it (the header's from 768 px, the bottom bar's on a phone), and
 * there is no bar on a phone without a pick. `open`: the button's words in the page's language.
 */
async function expectPicksOnSlip(page: Page, count: number, open = 'Open bet slip') {
  if (slipIsColumn(page)) {
    await expect(betSlip(page).getByRole('listitem')).toHaveCount(count);
    return;
  }
  const button = page.getByRole('button', { name: new RegExp(`^${open} \\(\\d+\\)$`) });
  if (count === 0) await expect(button).toHaveCount(0);
  else await expect(button.last()).toHaveAccessibleName(`${open} (${count})`);
}

test.describe('one tap on a price', () => {
  test('adds the pick, a second takes it off, and the stake is typed in the slip @mobile', async ({
    page,
  }) => {
    await registerPlayer(page);
    const startBalance = await balanceOf(page.request);
    const pick = await pickUpcoming(page.request);
    await page.goto('/upcoming');
    const card = page.locator(`[data-match-id="${pick.match.id}"]`);
    await expect(card).toBeVisible({ timeout: 15_000 });
    // The Match Winner prices on the board, named by option and odds.
    const price = priceButton(card, pick.option.name).first();
    await expect(price).toHaveAttribute('aria-pressed', 'false');

    await price.click();
    await expect(price).toHaveAttribute('aria-pressed', 'true');
    await expectPicksOnSlip(page, 1);
    // No sheet opens: the board stays in view for the next pick.
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await price.click();
    await expect(price).toHaveAttribute('aria-pressed', 'false');
    await expectPicksOnSlip(page, 0);

    // Picked again, staked in the slip, placed.
    await price.click();
    await expectPicksOnSlip(page, 1);
    const sheet = await openSlip(page);
    await sheet.getByLabel('Stake (₹)').fill('300');
    await expect(sheet.getByTestId('entry-return')).toContainText('₹');
    await sheet.getByRole('button', { name: 'Place Bets' }).click();
    await expect(page.getByText('Bets placed successfully!').first()).toBeVisible();
    expect(await balanceOf(page.request)).toBe(startBalance - 300);
    await expect(price).toHaveAttribute('aria-pressed', 'false');
  });

  test.describe('in Hindi', () => {
    test.use({ locale: 'hi-IN' });

    test('adds the pick and a second tap takes it off @mobile', async ({ page }) => {
      await registerPlayer(page);
      const pick = await pickUpcoming(page.request);
      await page.goto('/upcoming');
      const card = page.locator(`[data-match-id="${pick.match.id}"]`);
      await expect(card).toBeVisible({ timeout: 15_000 });
      const price = priceButton(card, cricketText(pick.option.name, 'hi')).first();
      await price.click();
      await expect(price).toHaveAttribute('aria-pressed', 'true');
      await expectPicksOnSlip(page, 1, 'बेट स्लिप खोलें');
      await price.click();
      await expect(price).toHaveAttribute('aria-pressed', 'false');
      await expectPicksOnSlip(page, 0, 'बेट स्लिप खोलें');
    });
  });
});

test('one-click stakes set in the slip are its chips, and follow the player after a reload @mobile', async ({
  page,
}) => {
  await registerPlayer(page);
  const pick = await pickUpcoming(page.request);
  await page.goto('/upcoming');
  const card = page.locator(`[data-match-id="${pick.match.id}"]`);
  await expect(card).toBeVisible({ timeout: 15_000 });
  await priceButton(card, pick.option.name).first().click();
  await expectPicksOnSlip(page, 1);
  const sheet = await openSlip(page);
  const chip = (amount: number) =>
    sheet.getByRole('button', { name: `Add ₹${amount} to stake for ${pick.option.name}` });
  await expect(chip(500)).toBeVisible();

  await sheet.getByRole('button', { name: 'Bet slip settings' }).click();
  const stakes = [250, 2500, 25000];
  for (const [i, amount] of stakes.entries())
    await sheet.getByRole('textbox', { name: `One-click stake ${i + 1}` }).fill(String(amount));
  await sheet.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('One-click stakes saved').first()).toBeVisible();
  await expect(chip(500)).toHaveCount(0);
  await chip(25000).click();
  await chip(250).click();
  await expect(sheet.getByLabel('Stake (₹)')).toHaveValue('25250');

  // Kept with the account: the same chips after a reload, and in the API.
  await page.reload();
  await openSlip(page);
  await expect(chip(2500)).toBeVisible();
  expect((await (await page.request.get('/api/me/preferences')).json()).quickStakes).toEqual(stakes);
});

test.describe('a phone’s first screen (375 × 812), signed in', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of ['/', '/upcoming']) {
    test(`${path} shows the prices of at least three matches @mobile`, async ({ page }) => {
      await registerPlayer(page);
      await page.goto(path);
      await expect(cards(page).nth(2).getByTestId('price-button').first()).toBeAttached({ timeout: 15_000 });
      const shown = await cards(page).evaluateAll((all) =>
        all.filter((card) => {
          const prices = [...card.querySelectorAll('[data-testid="price-button"]')];
          return (
            prices.length >= 2 &&
            prices.every((price) => {
              const box = price.getBoundingClientRect();
              return box.top >= 0 && box.bottom <= window.innerHeight;
            })
          );
        }),
      );
      expect(shown.length).toBeGreaterThanOrEqual(3);
    });
  }
});

test.describe('a phone (412 × 823, as Lighthouse’s)', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const path of ['/', '/live', '/upcoming']) {
    test(`${path} does not move as its match cards render (CLS under 0.02) @mobile`, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // No live stream: a match starting would rightly change the lists, which says nothing of their layout.
      await page.route('**/api/stream**', (route) => route.fulfill({ status: 204 }));
      await page.goto(path);
      await expect(cards(page).first()).toBeVisible({ timeout: 15_000 });
      // Two frames after the cards show: the off-screen ones have been laid out at their estimated size.
      const cls = await page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve((window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0)),
              ),
            ),
          ),
      );
      expect(cls).toBeLessThan(0.02);
    });
  }
});

/** The page as a player with ₹1,00,00,000.00 sees it: the balance the server reports, made that large. */
async function withBigBalance(page: Page) {
  const big = async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/"balance":\d+(\.\d+)?/g, '"balance":10000000');
    // The body grew: its old length must not cut it short.
    const headers = { ...response.headers() };
    delete headers['content-length'];
    delete headers['content-encoding'];
    await route.fulfill({ status: response.status(), headers, body });
  };
  await page.route((url) => url.pathname === '/api/me', big);
  await page.route('**/*', (route) =>
    route.request().resourceType() === 'document' ? big(route) : route.fallback(),
  );
}

for (const locale of ['en-IN', 'hi-IN']) {
  test.describe(`no sideways scroll with a ₹1,00,00,000.00 balance (${locale})`, () => {
    // Every page comes from the server, not the service worker's shell, so each carries the balance.
    test.use({ locale, serviceWorkers: 'block' });

    test('at 320, 375, 768, 1024 and 1280 px, on home, live and upcoming', async ({ page }) => {
      test.setTimeout(120_000);
      await registerPlayer(page);
      await withBigBalance(page);
      for (const width of [320, 375, 768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 812 });
        for (const path of ['/', '/live', '/upcoming']) {
          await page.goto(path);
          await expect(page.getByRole('banner').getByRole('link', { name: /₹1,00,00,000/ })).toBeVisible();
          await expect(cards(page).first()).toBeVisible({ timeout: 15_000 });
          await expectNoSidewaysScroll(page);
        }
      }
    });
  });
}
