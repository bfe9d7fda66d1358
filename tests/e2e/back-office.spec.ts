// The back office on the main e2e server: who may enter, the shell at desktop and phone width, the
// dashboard, a function invoked from /admin, a market suspended from the live book, and Logout; on a
// phone, where the sign-in toast sits and the live book's one row per option.
import { expect, test } from '@playwright/test';
import {
  expectToast,
  expectToastCoversNoControl,
  openBackOfficePage,
  openMarket,
  pickUpcoming,
  priceButton,
  registerPlayer,
  signInAsAdmin,
  signInToBackOffice,
} from './support';

test('a visitor who opens a back-office page is sent to /booklogin, which asks for both fields @mobile', async ({
  page,
}) => {
  // Asking who is there is not an error for a visitor: no 401 in the console on every visit.
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  for (const path of ['/bookdashboard', '/bookdashboard/results', '/admin']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/booklogin$/);
  }
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  expect(refused).toEqual([]);
});

test('a player who signs in at /booklogin is refused and signed out again @mobile', async ({
  page,
  baseURL,
}) => {
  const player = await registerPlayer(page.request, {}, baseURL);
  await page.goto('/booklogin');
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password').fill(player.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Not authorized as admin');
  await expect(page).toHaveURL(/\/booklogin$/);
  // Signed out again: the player site shows the visitor's header, and the back office stays shut.
  expect(await (await page.request.get('/api/me')).json()).toBeNull();
  await page.goto('/bookdashboard');
  await expect(page).toHaveURL(/\/booklogin$/);
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/booklogin');
  await page.getByLabel('Email').fill('admin@iplbetting.app');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(/invalid|password|email/i);
  await expect(page).toHaveURL(/\/booklogin$/);
});

test('an admin signs in, reads the dashboard, invokes a function and logs out @mobile', async ({ page }) => {
  await signInToBackOffice(page);
  for (const label of [
    'Active Matches',
    'Upcoming Matches',
    'Total Bets',
    'Registered Users',
    'Pending Settlements',
    'Pending Withdrawals',
  ]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('stat-totalUsers')).toContainText(/\d/);
  await page.getByRole('tab', { name: 'Recent Activity' }).click();
  const activity = page.getByRole('table', { name: 'Recent admin activity' });
  await expect(activity).toContainText('Signed in to the back office');

  await page.getByRole('button', { name: 'Refresh Dashboard' }).click();
  await expectToast(page, 'Dashboard refreshed');
  await page.getByRole('button', { name: 'Update Match Statuses' }).click();
  await expectToast(page, /^Match statuses updated: \d+ to live, \d+ completed$/);

  await openBackOfficePage(page, 'Functions & Tournament');
  // The server ran these as it started: each shows a last run, not "Never run".
  for (const name of ['fetch-upcoming-matches', 'fetch-live-matches', 'fetch-tournament-winners'])
    await expect(page.getByTestId(`function-${name}`)).toContainText(/Succeeded|Running/);
  const card = page.getByTestId('function-fetch-tournament-winners');
  await card.getByRole('button', { name: 'Invoke' }).click();
  await expectToast(page, 'Function invoked successfully');
  await expect(card).toContainText('Succeeded');
  await expect(card.getByLabel('Result of fetch-tournament-winners')).toContainText('"success": true');
  await page.getByRole('tab', { name: 'Tournament Winners' }).click();
  await expect(page.getByRole('table', { name: /Tournament winner odds/ }).getByRole('row')).toHaveCount(11);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expectToast(page, 'Logged out successfully');
  await expect(page).toHaveURL(/\/booklogin$/);
  await page.goto('/bookdashboard');
  await expect(page).toHaveURL(/\/booklogin$/);
});

test('suspending a market from the live book shows it suspended on the player’s card, without a reload @mobile', async ({
  page,
  browser,
  baseURL,
}) => {
  const pick = await pickUpcoming(page.request);
  await page.goto('/upcoming');
  const card = page.locator(`[data-match-id="${pick.match.id}"]`);
  await expect(card).toBeVisible({ timeout: 15_000 });
  const markets = await openMarket(card, 'Match Winner');
  const option = priceButton(markets, pick.option.name).first();
  await expect(option.getByTestId('odds')).toBeVisible();

  // The operator signs in through the API (the sign-in screen has journeys of its own) and opens the
  // Live Book by its address: this journey is the suspension's way to the player's card.
  const operator = await browser.newContext({ baseURL });
  const admin = await operator.newPage();
  try {
    await signInAsAdmin(operator.request, baseURL);
    await admin.goto('/bookdashboard/book');
    await expect(admin.getByRole('heading', { level: 1, name: 'Live Book' })).toBeVisible();
    const market = admin
      .getByTestId(`book-match-${pick.match.id}`)
      .getByRole('region', { name: 'Match Winner' });
    await market.getByRole('button', { name: 'Suspend' }).click();
    const dialog = admin.getByRole('dialog', { name: /^Suspend Match Winner/ });
    await dialog.getByLabel('Reason').fill('Team news pending');
    await dialog.getByRole('button', { name: 'Suspend Market' }).click();
    await expectToast(admin, /suspended$/);
    await expect(market).toContainText('Suspended by an admin: Team news pending');

    // The player's page, never reloaded, follows over the live stream.
    await expect(option.getByText('Suspended')).toBeVisible();
    await expect(option).toBeDisabled();

    await market.getByRole('button', { name: 'Resume' }).click();
    await expectToast(admin, /resumed$/);
    await expect(option.getByTestId('odds')).toBeVisible();
  } finally {
    // A journey that failed half-way leaves the market open for the journeys after it.
    await operator.request.post(`/api/admin/markets/${pick.market.id}/resume`, {
      headers: { Origin: new URL(baseURL!).origin },
    });
    await operator.close();
  }
});

test('the ledger page shows every account of the book, a new player’s wallet among them, summing to ₹0, and what players owe @mobile', async ({
  page,
  request,
  baseURL,
}) => {
  const player = await registerPlayer(request, { name: `Ledger Player ${Date.now()}` }, baseURL);
  await signInToBackOffice(page);
  await openBackOfficePage(page, 'Ledger');
  const total = page.getByRole('status', { name: 'Total of all accounts' });
  await expect(total).toContainText('Balanced');
  await expect(page.getByTestId('trial-balance-total')).toHaveText('₹0');
  // What players below zero owe, as a line of its own (₹0 until a correction takes a wallet below zero).
  await expect(page.getByRole('status', { name: 'Owed by players' })).toContainText(
    'Owed by players below zero',
  );
  await expect(page.getByTestId('owed-total')).toHaveText(/^₹[\d,]+(\.\d\d)?$/);
  const house = page.getByRole('table', { name: 'House accounts' });
  for (const account of ['Promotions', 'Stakes held', 'House revenue'])
    await expect(house).toContainText(account);
  const wallets = page.getByRole('table', { name: 'Player wallets' });
  await expect(wallets.getByRole('row').filter({ hasText: player.name })).toContainText('₹10,000');
});

test.describe('on a phone (375 × 740)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the sign-in toast covers no control: not the header, not the first item of the menu @mobile', async ({
    page,
  }) => {
    await signInToBackOffice(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expectToastCoversNoControl(page, 'Login successful', menu.or(page.getByRole('banner')));
  });

  test('the live book shows an option in one row: the option, its stake and its liability @mobile', async ({
    page,
    baseURL,
  }) => {
    await signInAsAdmin(page.request, baseURL);
    await page.goto('/bookdashboard/book');
    // By its markup: a table laid out as cards is no table to the accessibility tree.
    const book = page.locator('table[aria-label="Match Winner book"]').first();
    // Until the book has loaded (the page's own spinner says so meanwhile).
    await book.waitFor();
    const option = book.locator('tbody tr').first();
    const cells = option.locator('td:visible');
    await expect(cells).toHaveText([/\S/, /^₹[\d,]+$/, /^₹[\d,]+$/]);
    await expect(book.locator('thead th:visible')).toHaveText(['Option', 'Stake', 'Liability']);
    // Side by side on one line, the whole row on the screen: not a card of six stacked lines.
    const boxes = await Promise.all((await cells.all()).map(async (cell) => (await cell.boundingBox())!));
    for (const box of boxes) expect(box.y).toBe(boxes[0]!.y);
    const row = (await option.boundingBox())!;
    expect(row.height).toBeLessThanOrEqual(64);
    expect(row.x + row.width).toBeLessThanOrEqual(375);
  });
});
