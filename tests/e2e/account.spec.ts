import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll, expectToast, openAuthDialog, registerPlayer } from './support';
import { addFromUpcoming, pickUpcoming, placeSlip } from './support/betting';

test('a player saves a new name, sees it in the header at once and after a reload @mobile', async ({
  page,
}) => {
  await registerPlayer(page, { name: 'Before Name' });
  await page.goto('/account');
  await expect(page.getByText('No settled bets yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Recent Activity' }).click();
  await expect(page.getByRole('list', { name: 'Recent Transactions' })).toContainText('Welcome Credit');
  await expect(page.getByText('No bets yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View all bets' })).toHaveAttribute('href', '/my-bets');
  await page.getByRole('tab', { name: 'Profile' }).click();
  const name = page.getByLabel('Full Name');
  await expect(name).toHaveValue('Before Name');
  await expect(page.getByLabel('Phone Number')).toBeDisabled();
  await name.fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await name.fill('After Name');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile updated successfully');
  await expect(page.getByRole('heading', { name: 'After Name' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(/After Name|AN/);
  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('After Name');
});

test('a player changes the password, signs out and signs in with the new one', async ({ page }) => {
  const account = await registerPlayer(page);
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByRole('list', { name: 'Active sessions' }).getByText('This device')).toBeVisible();
  await page.getByLabel('Current Password').fill('not-my-password');
  await page.getByLabel('New Password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm New Password').fill('brand-new-pass');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expectToast(page, 'Current password is incorrect');
  await page.getByLabel('Current Password').fill(account.password);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expectToast(page, 'Password updated successfully');

  await page.getByRole('banner').getByRole('button', { name: account.name }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expectToast(page, 'Successfully logged out');
  await openAuthDialog(page, 'login');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill('brand-new-pass');
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('link', { name: /^Wallet balance/ }).first()).toBeVisible();
});

test('a player takes a 24-hour time-out from My Account and the bet slip refuses to place bets @mobile', async ({
  page,
}) => {
  await registerPlayer(page);
  await page.goto('/responsible-gambling');
  await page.getByRole('link', { name: 'Take a Break', exact: true }).click();
  await expect(page).toHaveURL(/\/account\?tab=preferences&panel=break$/);
  await page.getByRole('region', { name: 'Time-out' }).getByRole('button', { name: '24 hours' }).click();
  const confirm = page.getByRole('dialog', { name: 'Take a time-out for 24 hours?' });
  await expect(confirm).toContainText('cannot be turned back on before the period ends');
  await confirm.getByRole('button', { name: 'Start Break' }).click();
  await expectToast(page, /^You are on a time-out until/);
  await expect(page.getByRole('status').filter({ hasText: 'You are on a time-out until' })).toBeVisible();

  const pick = await pickUpcoming(page.request);
  const sheet = await addFromUpcoming(page, pick, 500);
  await expect(sheet.getByRole('alert')).toContainText('You are on a time-out until');
  await expect(sheet.getByRole('button', { name: 'Place Bets' })).toBeDisabled();
});

test('My Account fits a 375 px screen: no sideways scroll, and a long email cut inside its card @mobile', async ({
  page,
}) => {
  const account = await registerPlayer(page, {
    email: `a-very-long-address-for-a-small-phone-${Date.now()}@example.com`,
  });
  await page.goto('/account');
  const email = page.getByText(account.email, { exact: true }).first();
  await expect(email).toBeVisible();
  const fits = await email.evaluate((el) => {
    const card = el.closest('.overflow-hidden')!.getBoundingClientRect();
    return el.getBoundingClientRect().right <= card.right + 0.5;
  });
  expect(fits).toBe(true);
  await expectNoSidewaysScroll(page);
});

test('a player sets a daily stake limit, and a bet over it is refused with the limit and what is left @mobile', async ({
  page,
}) => {
  await registerPlayer(page);
  await page.goto('/account?tab=preferences');
  await page.getByRole('button', { name: 'Set Betting Limits' }).click();
  const stake = page.getByRole('region', { name: 'Stake limits' });
  await stake.getByLabel('Daily stake limit').fill('600');
  await stake.getByRole('button', { name: 'Set' }).first().click();
  await expectToast(page, 'Daily stake limit set to ₹600');
  await expect(page.getByTestId('limit-STAKE-DAY-state')).toHaveText('₹600 · ₹600 left today');
  await expectNoSidewaysScroll(page);

  const pick = await pickUpcoming(page.request);
  const sheet = await addFromUpcoming(page, pick, 1000);
  await sheet.getByRole('button', { name: 'Place Bets' }).click();
  await expectToast(page, 'This bet is over your daily stake limit of ₹600: you have ₹600 left today.');
});

test('notification preferences are saved on the server and survive a reload @mobile', async ({ page }) => {
  await registerPlayer(page);
  await page.goto('/account?tab=preferences');
  const offers = page.getByRole('switch', { name: /Special offers/ });
  await expect(offers).toBeChecked();
  await offers.uncheck();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expectToast(page, 'Preferences saved successfully');
  await page.reload();
  await expect(page.getByRole('switch', { name: /Special offers/ })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /Bet results/ })).toBeChecked();
});

test('the reality check comes after an hour with the time on and the net result, then every 30 minutes @mobile', async ({
  page,
}) => {
  await page.clock.install();
  await registerPlayer(page);
  await page.goto('/');
  const pick = await pickUpcoming(page.request);
  await addFromUpcoming(page, pick, 500);
  expect(await placeSlip(page)).toBe('placed');

  await page.clock.fastForward('01:00:30');
  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toContainText('You have been playing for 1 hour');
  await expect(check.getByTestId('reality-check-figures')).toHaveText(
    'In that time you staked ₹500 and got back ₹0: a net result of −₹500.',
  );
  await check.getByRole('button', { name: 'Continue' }).click();
  await expect(check).toBeHidden();

  await page.clock.fastForward('00:30:00');
  await expect(check).toContainText('You have been playing for 1 hour 30 minutes');
  await check.getByRole('button', { name: 'Log out' }).click();
  await expectToast(page, 'Successfully logged out');
  await expect(check).toBeHidden();
});

test.describe('on a phone (375 × 812)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('Set Betting Limits and Take a Time-Out open their panel in view, with focus on it @mobile', async ({
    page,
  }) => {
    await registerPlayer(page);
    await page.goto('/account?tab=preferences');
    await page.getByRole('button', { name: 'Set Betting Limits' }).click();
    const limits = page.getByRole('region', { name: 'Betting Limits' });
    await expect(limits).toBeInViewport();
    await expect(limits).toBeFocused();
    await expect(page.getByRole('region', { name: 'Stake limits' })).toBeVisible();

    await page.getByRole('button', { name: 'Take a Time-Out' }).click();
    const timeOut = page.getByRole('region', { name: 'Take a Break' });
    await expect(timeOut).toBeInViewport();
    await expect(timeOut).toBeFocused();
  });
});
