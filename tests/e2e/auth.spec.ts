// Accounts in the browser: register, stay signed in across a reload, sign out, demo login,
// wrong password, duplicate email, the auth form's validation, and the API's signed-out answers.
import { expect, test, type Page } from '@playwright/test';
import {
  BALANCE_LINK,
  DEMO_PLAYER,
  expectToast,
  newAccount,
  openAuthDialog,
  registerPlayer,
  signInAsAdmin,
  toasts,
  signInAsDemo,
  type TestAccount,
} from './support';

/** Holds every request to `url` until the returned release() is called (to see busy states). */
async function holdRequests(page: Page, url: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Fails the test if any API call answers with a 5xx. */
function forbidServerErrors(page: Page) {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 500) failures.push(`${response.status()} ${response.url()}`);
  });
  return () => expect(failures).toEqual([]);
}

async function fillRegisterForm(
  dialog: ReturnType<Page['getByRole']>,
  account: TestAccount,
  confirm?: string,
) {
  await dialog.getByLabel('Full Name').fill(account.name);
  await dialog.getByLabel('Phone Number').fill(account.phone);
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByLabel('Confirm Password').fill(confirm ?? account.password);
}

test.describe('accounts', () => {
  test('a new player registers, sees ₹10,000, stays signed in after a reload and signs out', async ({
    page,
  }) => {
    const noServerErrors = forbidServerErrors(page);
    await page.goto('/');
    const dialog = await openAuthDialog(page, 'register');
    const account = newAccount();
    await fillRegisterForm(dialog, account);

    const release = await holdRequests(page, '**/api/auth/sign-up/email');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    release();

    await expectToast(page, 'Account created successfully');
    // One step, before the first bet: betting limits, here a daily stake limit.
    const step = page.getByRole('dialog', { name: 'Set your betting limits' });
    await step.getByLabel('Daily stake limit').fill('2000');
    await step.getByRole('button', { name: 'Set' }).first().click();
    await expectToast(page, 'Daily stake limit set to ₹2,000');
    await expect(step.getByTestId('limit-STAKE-DAY-state')).toHaveText('₹2,000 · ₹2,000 left today');
    await step.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    const header = page.getByRole('banner');
    const chip = header.getByRole('link', { name: BALANCE_LINK });
    await expect(chip).toHaveText('₹10,000');
    await expect(chip).toHaveAttribute('href', '/wallet');
    await expect(header.getByRole('button', { name: 'Login', exact: true })).toBeHidden();

    await page.reload();
    await expect(chip).toHaveText('₹10,000');
    await expect(header.getByRole('button', { name: account.name })).toBeVisible();

    await header.getByRole('button', { name: account.name }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expectToast(page, 'Successfully logged out');
    await expect(header.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(chip).toBeHidden();

    // Signed out for good: a reload does not bring the session back.
    await page.reload();
    await expect(header.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(chip).toBeHidden();
    noServerErrors();
  });

  test("'Use Demo Login' fills the demo credentials and signs in", async ({ page }) => {
    await page.goto('/');
    const dialog = await openAuthDialog(page, 'login');
    await expect(dialog.getByText('Demo credentials')).toBeVisible();
    await dialog.getByRole('button', { name: 'Use Demo Login' }).click();
    await expect(dialog.getByLabel('Email')).toHaveValue(DEMO_PLAYER.email);
    await expect(dialog.getByLabel('Password')).toHaveValue(DEMO_PLAYER.password);

    const release = await holdRequests(page, '**/api/auth/sign-in/email');
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    release();

    await expectToast(page, 'Successfully logged in');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: BALANCE_LINK })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: DEMO_PLAYER.name })).toBeVisible();
  });

  test('the login dialog shows the demo email in full on a phone @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const dialog = await openAuthDialog(page, 'login');
    const email = dialog.getByText(DEMO_PLAYER.email, { exact: true });
    // Whole: not cut with an ellipsis, not wider than its box.
    expect(await email.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(email).toBeInViewport({ ratio: 1 });
  });

  test('a toast never covers the header: the user menu answers at once after signing in @mobile', async ({
    page,
  }) => {
    await page.goto('/');
    await signInAsDemo(page);
    const toast = toasts(page).getByText('Successfully logged in', { exact: true });
    await expect(toast).toBeVisible();
    const header = (await page.getByRole('banner').boundingBox())!;
    // Where the toast rests: measured once its slide-in (a CSS transition) has ended, not mid-way.
    const shownToast = toasts(page).locator('[data-sonner-toast]').first();
    await shownToast.evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
    const shown = (await shownToast.boundingBox())!;
    expect(shown.y).toBeGreaterThanOrEqual(header.y + header.height);
    // While the toast is up, a tap at the menu's centre reaches the menu's button (nothing covers it),
    // and the tap opens the menu (its code may still be loading: the tap is kept).
    const opener = page.getByRole('banner').getByRole('button', { name: /^(Demo Player|Menu)$/ });
    const reachable = await opener.evaluate((button) => {
      const { x, y, width, height } = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(x + width / 2, y + height / 2));
    });
    await expect(toast).toBeVisible();
    expect(reachable).toBe(true);
    await opener.click();
    await expect(page.getByRole('menu').or(page.getByRole('dialog'))).toBeVisible();
  });

  test('the dialog starts empty again after a successful sign-in and sign-out', async ({ page }) => {
    await page.goto('/');
    await signInAsDemo(page);
    await page.getByRole('banner').getByRole('button', { name: DEMO_PLAYER.name }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expectToast(page, 'Successfully logged out');
    const dialog = await openAuthDialog(page, 'login');
    await expect(dialog.getByLabel('Email')).toHaveValue('');
    await expect(dialog.getByLabel('Password')).toHaveValue('');
  });

  test('a wrong password shows an error toast, keeps the dialog open and causes no server error', async ({
    page,
  }) => {
    const noServerErrors = forbidServerErrors(page);
    await page.goto('/');
    const dialog = await openAuthDialog(page, 'login');
    await dialog.getByLabel('Email').fill(DEMO_PLAYER.email);
    await dialog.getByLabel('Password').fill('not-the-password');
    const answer = page.waitForResponse('**/api/auth/sign-in/email');
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    expect((await answer).status()).toBe(401);

    await expectToast(page, 'Invalid email or password');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
    await expect(page.getByRole('banner').getByRole('link', { name: BALANCE_LINK })).toBeHidden();
    noServerErrors();
  });

  test("'Login failed' when the server gives no message", async ({ page }) => {
    await page.route('**/api/auth/sign-in/email', (route) =>
      route.fulfill({ status: 502, body: 'Bad Gateway' }),
    );
    await page.goto('/');
    const dialog = await openAuthDialog(page, 'login');
    await dialog.getByLabel('Email').fill(DEMO_PLAYER.email);
    await dialog.getByLabel('Password').fill(DEMO_PLAYER.password);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Login failed');
    await expect(dialog).toBeVisible();
  });

  test("registering an email already in use shows 'Email already in use'", async ({ page, request }) => {
    const noServerErrors = forbidServerErrors(page);
    // Registered on the separate `request` context, so the page itself stays signed out.
    const existing = await registerPlayer(request);
    await page.goto('/');
    const dialog = await openAuthDialog(page, 'register');
    // Same email, any case, different phone.
    await fillRegisterForm(dialog, newAccount({ email: existing.email.toUpperCase() }));
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Email already in use');
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: BALANCE_LINK })).toBeHidden();
    noServerErrors();
  });

  test("'Registration failed' when the server gives no message", async ({ page }) => {
    await page.route('**/api/auth/sign-up/email', (route) =>
      route.fulfill({ status: 502, body: 'Bad Gateway' }),
    );
    await page.goto('/');
    const dialog = await openAuthDialog(page, 'register');
    await fillRegisterForm(dialog, newAccount());
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Registration failed');
    await expect(dialog).toBeVisible();
  });

  test("'Error logging out' when sign-out fails, and the player stays signed in", async ({ page }) => {
    await page.goto('/');
    await signInAsDemo(page);
    await page.route('**/api/auth/sign-out', (route) => route.abort());
    await page.getByRole('banner').getByRole('button', { name: DEMO_PLAYER.name }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expectToast(page, 'Error logging out');
    await expect(page.getByRole('banner').getByRole('link', { name: BALANCE_LINK })).toBeVisible();
  });
});

test.describe('auth form validation', () => {
  test('login: required fields, invalid email, short password', async ({ page }) => {
    await page.goto('/');
    const dialog = await openAuthDialog(page, 'login');
    const submit = dialog.getByRole('button', { name: 'Sign In', exact: true });
    let posted = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/sign-in')) posted = true;
    });

    await submit.click();
    await expect(dialog.getByText('Email is required', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Password is required', { exact: true })).toBeVisible();

    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Password').fill('12345');
    await submit.click();
    await expect(dialog.getByText('Email is invalid', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Password must be at least 6 characters', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Email is required', { exact: true })).toBeHidden();
    await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    // Fixing the fields clears the messages (re-validated after the first submit).
    await dialog.getByLabel('Email').fill('player@example.test');
    await dialog.getByLabel('Password').fill('123456');
    await expect(dialog.getByText('Email is invalid', { exact: true })).toBeHidden();
    await expect(dialog.getByText('Password must be at least 6 characters', { exact: true })).toBeHidden();
    expect(posted).toBe(false);
  });

  test('register: required fields, invalid email, short password, passwords that do not match', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = await openAuthDialog(page, 'register');
    const submit = dialog.getByRole('button', { name: 'Create Account' });

    await submit.click();
    await expect(dialog.getByText('Email is required', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Password is required', { exact: true })).toBeVisible();
    // Side by side on wider screens, the two password boxes stay level when only one has a message.
    const password = await dialog.getByLabel('Password', { exact: true }).boundingBox();
    const confirmation = await dialog.getByLabel('Confirm Password').boundingBox();
    if (password && confirmation && password.x !== confirmation.x) {
      expect(Math.abs(password.y - confirmation.y)).toBeLessThan(1);
    }

    const account = newAccount();
    await fillRegisterForm(dialog, { ...account, email: 'player@', password: '123' }, '123');
    await submit.click();
    await expect(dialog.getByText('Email is invalid', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Password must be at least 6 characters', { exact: true })).toBeVisible();

    await fillRegisterForm(dialog, account, `${account.password}-different`);
    await submit.click();
    await expect(dialog.getByText('Passwords do not match', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Email is invalid', { exact: true })).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: BALANCE_LINK })).toBeHidden();
  });
});

test.describe('API for visitors and players', () => {
  test('GET /api/me is null signed out (an ordinary answer) and the profile with ₹10,000 once registered', async ({
    playwright,
  }) => {
    const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const signedOut = await request.get('/api/me');
      expect(signedOut.status()).toBe(200);
      expect(await signedOut.json()).toBeNull();

      const account = await registerPlayer(request);
      const me = await request.get('/api/me');
      expect(me.status()).toBe(200);
      expect(await me.json()).toMatchObject({ email: account.email, name: account.name, balance: 10000 });
    } finally {
      await request.dispose();
    }
  });

  test('/api/admin routes are 401 for a visitor, 403 for a player and open to an admin', async ({
    playwright,
  }) => {
    const baseURL = test.info().project.use.baseURL;
    const visitor = await playwright.request.newContext({ baseURL });
    const player = await playwright.request.newContext({ baseURL });
    const admin = await playwright.request.newContext({ baseURL });
    try {
      await registerPlayer(player);
      await signInAsAdmin(admin);
      for (const path of ['/api/admin/dashboard-stats', '/api/admin/actions']) {
        expect((await visitor.get(path)).status(), path).toBe(401);
        expect((await player.get(path)).status(), path).toBe(403);
        expect((await admin.get(path)).status(), path).toBe(200);
      }
    } finally {
      await Promise.all([visitor.dispose(), player.dispose(), admin.dispose()]);
    }
  });
});
