// Placing bets: pick odds on /upcoming, place the slip, see it under My Bets and the balance drop.
// The settled half of the journey is settlement.spec.ts (it needs a match that finishes).
import { expect, test } from '@playwright/test';
import {
  addFromUpcoming,
  balanceOf,
  betSlip,
  expectPlacedAtOnOneLine,
  expectToast,
  expectToastCoversNoControl,
  JOURNEY_LEAD_MS,
  pickUpcoming,
  placeBetWithApi,
  placeSlip,
  priceButton,
  registerPlayer,
} from './support';

const STAKE = 500;

test('a player places a bet from /upcoming and sees it under Active Bets', async ({ page }) => {
  await registerPlayer(page);
  const startBalance = await balanceOf(page.request);
  const pick = await pickUpcoming(page.request);

  const slip = await addFromUpcoming(page, pick, STAKE);
  await expect(slip.getByLabel('Stake (₹)')).toHaveValue(String(STAKE));
  expect(await placeSlip(page)).toBe('placed');
  // Placed, the picks leave the slip (at 1280 px the column, open beside the page).
  await expect(betSlip(page).getByText('Your bet slip is empty')).toBeVisible();
  expect(await balanceOf(page.request)).toBe(startBalance - STAKE);

  await page.goto('/my-bets');
  await expect(page.getByRole('heading', { name: 'My Bets' })).toBeVisible();
  const active = page.getByTestId('active-bet').filter({
    hasText: `${pick.match.homeTeam.name} vs ${pick.match.awayTeam.name}`,
  });
  await expect(active).toBeVisible();
  await expect(active).toContainText('₹500');
});

test('the bet slip fills the screen on a phone and is a 360 px column from 1280 px @mobile', async ({
  page,
}) => {
  await registerPlayer(page);
  const pick = await pickUpcoming(page.request);
  const sheet = await addFromUpcoming(page, pick, STAKE);
  const box = await sheet.boundingBox();
  const viewport = page.viewportSize()!.width;
  expect(box?.width).toBeCloseTo(viewport < 768 ? viewport : viewport < 1280 ? 420 : 360, 0);
  await expect(sheet.getByRole('button', { name: 'Place Bets' })).toBeInViewport();
  await expect(sheet.getByText('Potential payout')).toBeVisible();

  await sheet.getByRole('button', { name: `Remove ${pick.option.name} from bet slip` }).click();
  await expectToast(page, 'Bet removed from slip');
  await expect(sheet.getByText('Your bet slip is empty')).toBeVisible();
  await page.keyboard.press('Escape');
  // On a phone the slip's bar shows only with a pick; from 1280 px the column stays open, empty.
  if (viewport < 768) await expect(page.getByRole('button', { name: /^Open bet slip/ })).toHaveCount(0);
  else await expect(betSlip(page).getByText('Your bet slip is empty')).toBeVisible();
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('from 768 to 1279 px (1024 × 768)', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the bet slip opens from the header, as a 420 px sheet', async ({ page }) => {
    await page.goto('/upcoming');
    await page.getByRole('banner').getByRole('button', { name: 'Open bet slip' }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByText('Your bet slip is empty')).toBeVisible();
    expect((await sheet.boundingBox())?.width).toBeCloseTo(420, 0);
  });
});

test('from 1280 px the slip is a column beside the page: a tap puts a pick in it, and it stays in view', async ({
  page,
}) => {
  await registerPlayer(page);
  const pick = await pickUpcoming(page.request);
  await page.goto('/upcoming');
  const slip = betSlip(page);
  await expect(slip.getByText('Your bet slip is empty')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Open bet slip/ })).toHaveCount(0);
  // Beside the page, not over it: the page's content ends where the column starts.
  const column = (await slip.boundingBox())!;
  expect(column.x + column.width).toBeCloseTo(1280, 0);
  const main = (await page.locator('main').boundingBox())!;
  expect(main.x + main.width).toBeLessThanOrEqual(column.x + 1);

  const card = page.locator(`[data-match-id="${pick.match.id}"]`);
  await priceButton(card, pick.option.name).first().click();
  await expect(slip.getByRole('listitem')).toHaveCount(1);
  await expect(slip.getByText(`${pick.match.homeTeam.name} vs ${pick.match.awayTeam.name}`)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // It stays under the header as the page scrolls, Place Bets in view.
  await page.evaluate(() => window.scrollTo(0, 2000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await expect(slip.getByRole('button', { name: 'Place Bets' })).toBeInViewport();
  await expect(slip.getByText(`${pick.match.homeTeam.name} vs ${pick.match.awayTeam.name}`)).toBeInViewport();
});

test.describe('on a phone (375 × 812)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the bet-slip button never covers a price or an option card’s Add to slip button @mobile', async ({
    page,
  }) => {
    // The bar shows with a pick on the slip.
    await registerPlayer(page);
    await addFromUpcoming(page, await pickUpcoming(page.request), STAKE);
    await page.keyboard.press('Escape');
    const slip = page.getByRole('button', { name: 'Open bet slip (1)' });
    const placeButtons = page
      .getByTestId('option-card')
      .getByRole('button', { name: 'Add to slip' })
      .or(page.getByTestId('price-button'));
    await expect(placeButtons.nth(3)).toBeVisible({ timeout: 15_000 });
    for (let i = 0; i < 4; i += 1) {
      const place = placeButtons.nth(i);
      // The bottom edge of the screen, where a floating button sits: the worst place for it.
      await place.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
      expect(overlaps((await place.boundingBox())!, (await slip.boundingBox())!)).toBe(false);
    }
  });

  test('an over/under pick shows its line on the option card, in the slip and in full under My Bets @mobile', async ({
    page,
  }) => {
    await registerPlayer(page);
    const pick = await pickUpcoming(page.request, JOURNEY_LEAD_MS, 'First Innings Runs');
    expect(pick.label).toMatch(/^(Over|Under) \d+\.5$/);

    const sheet = await addFromUpcoming(page, pick, STAKE);
    await expect(
      sheet.getByRole('listitem', { name: new RegExp(`^${pick.label}, First Innings Runs`) }),
    ).toBeVisible();
    await expect(sheet.getByText(pick.label, { exact: true })).toBeVisible();
    expect(await placeSlip(page)).toBe('placed');

    await page.goto('/my-bets');
    // The pick and the teams in full, on two lines if need be: nothing cut off with an ellipsis.
    const bet = page.getByTestId('active-bet').filter({ hasText: pick.match.homeTeam.name });
    const teams = `First Innings Runs · ${pick.match.homeTeam.name} vs ${pick.match.awayTeam.name}`;
    await expect(bet.getByRole('heading', { name: pick.label, exact: true })).toBeVisible();
    await expect(bet.getByText(teams, { exact: true })).toBeVisible();
    for (const text of [bet.getByRole('heading'), bet.getByText(teams)]) {
      expect(await text.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
  });

  test('a toast over the open slip covers none of its controls: the picks, Clear All, Place Bets @mobile', async ({
    page,
  }) => {
    await registerPlayer(page);
    const first = await pickUpcoming(page.request);
    // The next match: its teams name one pick alone.
    const second = await pickUpcoming(page.request, Date.parse(first.match.date) - Date.now() + 60_000);
    await addFromUpcoming(page, first, STAKE);
    const sheet = await addFromUpcoming(page, second, STAKE);
    const picks = sheet.getByRole('listitem');
    await expect(picks).toHaveCount(2);
    const teams = `${second.match.homeTeam.name} vs ${second.match.awayTeam.name}`;
    await picks
      .filter({ hasText: teams })
      .getByRole('button', { name: /^Remove / })
      .click();
    await expect(picks).toHaveCount(1);
    await expectToastCoversNoControl(page, 'Bet removed from slip', sheet);
  });
});

test('My Bets on a phone says "Placed 10:15 AM" on one short line and no match id @mobile', async ({
  page,
}) => {
  await registerPlayer(page);
  const pick = await pickUpcoming(page.request);
  await placeBetWithApi(page, pick, 200);
  await page.goto('/my-bets');
  await expectPlacedAtOnOneLine(page, /^Placed \d{1,2}:\d{2} [AP]M$/, 'Match ID');
});

test('auto cash-out opens with a suggested target and its range, and checks the box as it is typed @mobile', async ({
  page,
}) => {
  const refusals: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400 && r.url().includes('/auto-cash-out')) refusals.push(`${r.status()} ${r.url()}`);
  });
  page.on('dialog', (dialog) => {
    refusals.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await registerPlayer(page);
  const pick = await pickUpcoming(page.request);
  await placeBetWithApi(page, pick, 250);
  await page.goto('/my-bets');
  const box = page.getByTestId('active-bet').first().getByTestId('auto-cash-out');
  const target = box.getByRole('spinbutton', { name: 'Cash out when the offer reaches ₹' });
  // A suggestion between the offer now and the potential payout, and the range said beside it.
  await expect(target).not.toHaveValue('');
  const range = box.getByTestId('auto-cash-out-range');
  await expect(range).toHaveText(/^Above the offer now, ₹[\d,.]+, up to the potential payout, ₹[\d,.]+$/);
  const [offer, payout] = ((await range.textContent()) ?? '')
    .match(/₹[\d,.]+/g)!
    .map((amount) => Number(amount.replace(/[₹,]/g, '')));
  const suggested = Number(await target.inputValue());
  expect(suggested).toBeGreaterThan(offer!);
  expect(suggested).toBeLessThanOrEqual(payout!);

  // Too much is refused as it is typed, beside the box, with nothing sent.
  await target.fill('5000');
  await expect(box.getByRole('alert')).toHaveText(/^Target must be at most the potential payout, ₹[\d,.]+$/);
  await box.getByRole('button', { name: 'Set' }).click();
  await expect(box.getByRole('alert')).toBeVisible();

  // The suggestion is taken.
  await target.fill(String(suggested));
  await expect(box.getByRole('alert')).toHaveCount(0);
  await box.getByRole('button', { name: 'Set' }).click();
  await expect(box).toContainText('Auto cash-out at ₹');
  expect(refusals).toEqual([]);
});
