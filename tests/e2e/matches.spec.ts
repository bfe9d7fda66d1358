// Matches in the browser: home previews, the live and upcoming lists at desktop and 375 px, the option
// card's stake and minimum, and a price tapped when signed out (a live score moving: live-score.spec.ts).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, registerPlayer } from './support';

const DATE_LABEL =
  /^(Today|Tomorrow|(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, [A-Z][a-z]{2} \d{1,2}), \d{1,2}:\d{2} (AM|PM)$/;
const SCORE = /^\d+\/\d+ \(\d+\.\d\)$|^Yet to bat$/;

/** Fails the test if any API call answers with a 5xx. */
function forbidServerErrors(page: Page) {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 500) failures.push(`${response.status()} ${response.url()}`);
  });
  return () => expect(failures).toEqual([]);
}

const cards = (page: Page) => page.getByTestId('match-card');

/** The first price of the first card on /upcoming, once it shows. */
async function firstUpcomingPrice(page: Page) {
  await page.goto('/upcoming');
  const price = cards(page).first().getByTestId('price-button').first();
  await expect(price).toBeVisible({ timeout: 15_000 });
  return price;
}

/** A new player's first pick on /upcoming: a tap on its price opens its option card (under it, or beside the list). */
async function firstUpcomingOption(page: Page) {
  await registerPlayer(page);
  await (await firstUpcomingPrice(page)).click();
  const option = page.getByTestId('option-card').first();
  await expect(option).toBeVisible();
  return option;
}

/** The card's main market as price buttons; 'All markets' opens its tabs, the first selected. */
async function expectMarkets(card: Locator) {
  await expect(card.getByTestId('price-button').first()).toBeVisible();
  const all = card.getByRole('button', { name: 'All markets' });
  // From 1024 px the list's first match stands open beside it.
  if ((await all.getAttribute('aria-expanded')) !== 'true') await all.click();
  const markets = card.page().locator(`[id="${await all.getAttribute('aria-controls')}"]`);
  await expect(markets.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
}

async function expectLiveCard(card: Locator) {
  await expect(card.getByText('Live', { exact: true })).toBeVisible();
  await expect(card.getByTestId('current-over')).toHaveText(/^Over \d+\.\d$/);
  await expect(card.getByTestId('score-home')).toHaveText(SCORE);
  await expect(card.getByTestId('score-away')).toHaveText(SCORE);
  await expect(card.getByRole('img', { name: / logo$/ })).toHaveCount(2);
  await expectMarkets(card);
}

async function expectUpcomingCard(card: Locator) {
  await expect(card.getByText('Upcoming', { exact: true })).toBeVisible();
  await expect(card.locator('time')).toHaveText(DATE_LABEL);
  await expect(card.getByRole('img', { name: / logo$/ })).toHaveCount(2);
  await expectMarkets(card);
}

async function homeChecks(page: Page) {
  const noServerErrors = forbidServerErrors(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Win Big Now' })).toBeVisible();

  const upcoming = page.getByRole('region', { name: 'Upcoming Matches' });
  await expect(upcoming.getByTestId('match-card')).toHaveCount(2, { timeout: 15_000 });
  await expect(upcoming.getByRole('link', { name: /^View All Upcoming Matches \(\d+\)$/ })).toBeVisible();
  await expectUpcomingCard(upcoming.getByTestId('match-card').first());

  const live = page.getByRole('region', { name: 'Live Matches' });
  await expect(live.getByTestId('match-card')).toHaveCount(1, { timeout: 15_000 });
  await expectLiveCard(live.getByTestId('match-card'));

  await expect(page.getByRole('heading', { name: 'Why Bet With Us' })).toBeVisible();
  const winners = page.getByRole('region', { name: 'Recent Winners' });
  await expect(winners.getByTestId('winner-card').first()).toBeVisible();
  await expect(winners.getByTestId('winner-card').first()).toContainText(/Won/i);
  // Wide enough for a name and its time, beside the bet slip's column from 1280 px too.
  expect((await winners.getByTestId('winner-card').first().boundingBox())!.width).toBeGreaterThanOrEqual(260);
  await expect(winners.getByTestId('winner-card').first().locator('time')).toHaveText(
    /^(Just now|\d+ min ago|\d+ hours? ago|\d+ days? ago)$/,
  );
  noServerErrors();
}

async function liveChecks(page: Page) {
  await page.goto('/live');
  await expect(page.getByRole('heading', { name: 'Live Matches', level: 1 })).toBeVisible();
  await expect(cards(page).first()).toBeVisible({ timeout: 15_000 });
  await expectLiveCard(cards(page).first());
  await expect(page.getByRole('link', { name: 'Upcoming Matches' }).first()).toBeVisible();
}

async function upcomingChecks(page: Page) {
  await page.goto('/upcoming');
  await expect(
    page.getByText('Place your bets on upcoming IPL matches and be ready for the action!'),
  ).toBeVisible();
  await expect(cards(page).first()).toBeVisible({ timeout: 15_000 });
  await expectUpcomingCard(cards(page).first());
  const before = await cards(page).count();
  const more = page.getByRole('button', { name: 'Show more' });
  if (await more.isVisible()) {
    await more.click();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(before);
  }
}

test.describe('matches', () => {
  test('home shows the first live match, two upcoming matches and recent winners', async ({ page }) => {
    await homeChecks(page);
  });

  test('home at 375 px @mobile', async ({ page }) => {
    await homeChecks(page);
    await expectNoSidewaysScroll(page);
  });

  test('live matches list', async ({ page }) => {
    await liveChecks(page);
  });

  test('live matches list at 375 px @mobile', async ({ page }) => {
    await liveChecks(page);
    await expectNoSidewaysScroll(page);
  });

  test('upcoming matches list with dates and Show more', async ({ page }) => {
    await upcomingChecks(page);
  });

  test('upcoming matches list at 375 px @mobile', async ({ page }) => {
    await upcomingChecks(page);
    await expectNoSidewaysScroll(page);
  });

  test('a stake below ₹100 shows the minimum bet message for 4 seconds', async ({ page }) => {
    const option = await firstUpcomingOption(page);
    const stake = option.getByRole('textbox');
    await stake.fill('5x0');
    await expect(stake).toHaveValue('50');
    await option.getByRole('button', { name: 'Add to slip' }).click();
    const message = option.getByText('Minimum bet amount is ₹100');
    await expect(message).toBeVisible();
    await expect(message).toBeHidden({ timeout: 6_000 });
    // The stake did not go to the slip: no sheet opened.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('quick-add buttons add to the stake and the win preview follows @mobile', async ({ page }) => {
    const option = await firstUpcomingOption(page);
    await option.getByRole('button', { name: /^Add ₹100 / }).click();
    await option.getByRole('button', { name: /^Add ₹500 / }).click();
    await expect(option.getByRole('textbox')).toHaveValue('600');
    const odds = Number(
      await option
        .getByTestId('odds')
        .innerText()
        .then((t) => t.replace(/[^\d.]/g, '')),
    );
    // Exact, as the app computes it (odds in hundredths): 600 x 2.01 in floats is 1205.9999...
    const win = ((600 * Math.round(odds * 100)) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 });
    await expect(option).toContainText(`₹${win}`);
  });

  test('a price tapped when signed out opens the login dialog', async ({ page }) => {
    const price = await firstUpcomingPrice(page);
    await price.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Welcome Back')).toBeVisible();
    await expect(page.getByText('Please log in to place a bet').first()).toBeVisible();
  });
});

test.describe('an option card on a phone (375 × 812)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('its button says Add to slip, and a valid stake clears the minimum-bet message @mobile', async ({
    page,
  }) => {
    const option = await firstUpcomingOption(page);
    await option.getByRole('textbox').fill('50');
    await option.getByRole('button', { name: 'Add to slip' }).click();
    const message = option.getByText('Minimum bet amount is ₹100');
    await expect(message).toBeVisible();
    await option.getByRole('button', { name: /^Add ₹100 / }).click();
    await expect(option.getByRole('textbox')).toHaveValue('150');
    await expect(message).toHaveCount(0);
  });
});

test.describe('times on a phone in another time zone (375 × 812, London)', () => {
  test.use({ viewport: { width: 375, height: 812 }, timezoneId: 'Europe/London' });

  test('a match’s start is written in India time, and the page says so @mobile', async ({ page }) => {
    const response = await page.request.get('/api/matches?status=UPCOMING');
    const { matches } = (await response.json()) as { matches: { id: number; date: string }[] };
    const first = [...matches].sort((a, b) => a.date.localeCompare(b.date))[0]!;
    const india = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Kolkata',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    }).format(new Date(first.date));
    await page.goto('/upcoming');
    await expect(page.getByText('All times are India time (IST).')).toBeVisible();
    const time = page.locator(`[data-match-id="${first.id}"]`).locator('time');
    await expect(time).toHaveText(new RegExp(`, ${india}$`), { timeout: 15_000 });
  });
});

test.describe('home on a phone (375 × 812)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  /** The first match card (the live match, else the first upcoming one) starts on the first screen. */
  async function expectFirstMatchOnFirstScreen(page: Page) {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Live Matches' }).getByTestId('match-card')).toHaveCount(
      1,
      {
        timeout: 15_000,
      },
    );
    const top = (await cards(page).first().boundingBox())!.y;
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(812);
  }

  test('signed out, the banner leaves the first match card on the first screen @mobile', async ({ page }) => {
    await expectFirstMatchOnFirstScreen(page);
    await expect(page.getByRole('button', { name: 'Win Big Now' })).toBeInViewport();
  });

  test('signed out, every price of the first match is on the first screen, and no empty slip bar @mobile', async ({
    page,
  }) => {
    await expectFirstMatchOnFirstScreen(page);
    // The first match is live: after a wicket or a boundary its market is suspended for a moment, and
    // each option shows the Suspended badge where its price goes. Either one must be on the first screen.
    const options = cards(page).first().getByTestId('price-button');
    await expect(options.first()).toBeVisible();
    const count = await options.count();
    expect(count).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < count; i += 1) {
      const option = options.nth(i);
      const price = option.getByTestId('odds').or(option.getByText(/^(Suspended|Closed)$/));
      await expect(price).toBeInViewport({ ratio: 1 });
    }
    // Signed out there is no pick (a price asks to sign in), so no slip bar.
    await expect(page.getByRole('button', { name: /^Open bet slip/ })).toHaveCount(0);
  });

  test('signed in, there is no banner and the first match card is on the first screen @mobile', async ({
    page,
  }) => {
    await registerPlayer(page);
    await expectFirstMatchOnFirstScreen(page);
    await expect(page.getByRole('heading', { name: /Bet on every IPL match/ })).toHaveCount(0);
  });
});
