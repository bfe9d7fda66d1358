// The site shell: header and navigation (desktop and the 375 px side menu), the auth dialog's two
// modes, the footer, page titles, signed-out prompts and the 404 page.
import { expect, test, type Page } from '@playwright/test';
import {
  BALANCE_LINK,
  DEMO_PLAYER,
  expectToast,
  openAuthDialog,
  registerPlayer,
  signInAsDemo,
} from './support';

const FOOTER_LINKS = [
  { name: 'Terms & Conditions', href: '/terms' },
  { name: 'Privacy Policy', href: '/privacy' },
  { name: 'Responsible Gambling', href: '/responsible-gambling' },
  { name: 'Help & Support', href: '/help' },
];

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

test.describe('desktop shell', () => {
  test('signed out: brand, navigation, Login and Sign Up, support chat, footer and title', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('IPL Betting');
    const header = page.getByRole('banner');

    await expect(header.getByRole('link', { name: 'IPL Betting' })).toHaveAttribute('href', '/');
    const nav = mainNav(page);
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Live Matches', 'Upcoming', 'My Bets']);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(header.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign Up', exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(header.getByRole('link', { name: BALANCE_LINK })).toBeHidden();

    const support = header.getByRole('link', { name: 'Support chat' });
    await expect(support).toHaveAttribute('href', /^https:\/\//);
    await expect(support).toHaveAttribute('target', '_blank');

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('not a real betting site');
    await expect(footer).toContainText('Cyprus');
    for (const link of FOOTER_LINKS) {
      await expect(
        footer.getByRole('navigation', { name: 'Legal and help' }).getByRole('link', { name: link.name }),
      ).toHaveAttribute('href', link.href);
    }

    await nav.getByRole('link', { name: 'Live Matches' }).click();
    await expect(page).toHaveURL(/\/live$/);
    await expect(page).toHaveTitle('Live Matches | IPL Betting');
    await expect(nav.getByRole('link', { name: 'Live Matches' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Upcoming' }).click();
    await expect(page).toHaveTitle('Upcoming Matches | IPL Betting');
    await nav.getByRole('link', { name: 'My Bets' }).click();
    await expect(page).toHaveTitle('My Bets | IPL Betting');
    await header.getByRole('link', { name: 'IPL Betting' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('IPL Betting');
  });

  test('the auth dialog switches between its two modes', async ({ page }) => {
    await page.goto('/');
    const login = await openAuthDialog(page, 'login');
    await expect(login.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(login.getByText('Sign in to access your account and place bets')).toBeVisible();
    await expect(login.getByRole('button', { name: 'Use Demo Login' })).toBeVisible();
    await expect(login.getByLabel('Email')).toBeFocused();

    await login.getByRole('button', { name: 'Create New Account' }).click();
    const register = page.getByRole('dialog', { name: 'Join Our Community' });
    await expect(register.getByText('Create an account to start winning on IPL matches')).toBeVisible();
    for (const label of ['Full Name', 'Phone Number', 'Email', 'Confirm Password']) {
      await expect(register.getByLabel(label)).toBeVisible();
    }
    await expect(register.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(register.getByRole('button', { name: 'Use Demo Login' })).toBeHidden();

    await register.getByRole('button', { name: 'Sign In Instead' }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // Sign Up opens it straight in register mode.
    await openAuthDialog(page, 'register');
  });

  test('signed in: My Account link, balance chip to /wallet, user menu with My Account and Sign out', async ({
    page,
  }) => {
    await page.goto('/');
    await signInAsDemo(page);
    const header = page.getByRole('banner');
    await expect(mainNav(page).getByRole('link')).toHaveText([
      'Home',
      'Live Matches',
      'Upcoming',
      'My Bets',
      'My Account',
    ]);
    await expect(header.getByRole('button', { name: 'Login', exact: true })).toBeHidden();
    await expect(header.getByRole('button', { name: 'Sign Up', exact: true })).toBeHidden();

    await header.getByRole('link', { name: BALANCE_LINK }).click();
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(page).toHaveTitle('Wallet | IPL Betting');
    await expect(page.getByRole('heading', { name: 'Available Balance' })).toBeVisible();

    await header.getByRole('button', { name: DEMO_PLAYER.name }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['My Account', 'Sign out']);
    await menu.getByRole('menuitem', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page).toHaveTitle('My Account | IPL Betting');
    await expect(menu).toBeHidden();

    await header.getByRole('button', { name: DEMO_PLAYER.name }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expectToast(page, 'Successfully logged out');
    await expect(page.getByText('Please login to access your account')).toBeVisible();
  });

  test('signed out, /wallet and /account show login prompts', async ({ page }) => {
    await page.goto('/wallet');
    await expect(page).toHaveTitle('Wallet | IPL Betting');
    await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/account');
    await expect(page).toHaveTitle('My Account | IPL Betting');
    await expect(page.getByRole('heading', { name: 'Please login to access your account' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
  });

  test('a page opened by its address starts at the top, whatever the last page was scrolled to @mobile', async ({
    page,
  }) => {
    await page.goto('/terms');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // A reload still returns to where the player was.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(500);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeAttached();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });

  test('an unknown path shows the 404 page with a home link', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBeLessThan(500);
    await expect(page.getByRole('heading', { name: '404 Oops! Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | IPL Betting');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('IPL Betting');
  });
});

/** The page's animations that run without end (the live dots' ping), running now. */
function endlessAnimations(page: Page) {
  return page.evaluate(
    () =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations === Infinity).length,
  );
}

/** Home, once its header's Live Matches link shows. */
async function openHome(page: Page) {
  await page.goto('/');
  const live = mainNav(page).getByRole('link', { name: 'Live Matches' });
  await expect(live).toBeVisible();
  return live;
}

test.describe('a player who has not asked for reduced motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('sees the live dot ping', async ({ page }) => {
    const live = await openHome(page);
    await expect.poll(() => endlessAnimations(page)).toBeGreaterThan(0);
    await expect(live.locator('span[aria-hidden="true"]').first()).toBeVisible();
  });
});

test.describe('a player who asks for reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('sees the live dot still: every animation plays once, in a millisecond, and none runs on', async ({
    page,
  }) => {
    const live = await openHome(page);
    await expect.poll(() => endlessAnimations(page)).toBe(0);
    // The dot itself stays: only its ping is motion.
    await expect(live.locator('span[aria-hidden="true"]').first()).toBeVisible();
  });
});

test.describe('a page whose code cannot load', () => {
  // The service worker would answer from its cache, where the network fails here.
  test.use({ serviceWorkers: 'block' });

  test('shows the error page in the shell, and loads on the next visit once the network is back @mobile', async ({
    page,
  }) => {
    const network = { up: false, fetches: 0 };
    await page.route(/\/assets\/help-support-page-[^/]+\.js$/, (route) => {
      network.fetches += 1;
      return network.up ? route.continue() : route.abort('internetdisconnected');
    });
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help & Support' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page).toHaveTitle('Something went wrong | IPL Betting');
    await expect(page.getByRole('banner')).toBeVisible();
    // Asked for once or twice (React tries a failed render again), not without end.
    const fetched = network.fetches;
    await page.waitForTimeout(500);
    expect(network.fetches).toBe(fetched);

    network.up = true;
    await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help & Support' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  });
});

test.describe('a sheet whose code cannot load', () => {
  // The service worker would answer from its cache, where the network fails here.
  test.use({ serviceWorkers: 'block' });
  test.skip(({ isMobile }) => !isMobile, 'the side menu and the slip sheet are for phones');

  test('@mobile the menu says so in a sheet, Close leaves the page, and it opens once the network is back', async ({
    page,
  }) => {
    const network = { up: false };
    await page.route(/\/assets\/mobile-nav-sheet-[^/]+\.js$/, (route) =>
      network.up ? route.continue() : route.abort('internetdisconnected'),
    );
    await page.goto('/');
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const failed = page.getByRole('alert').filter({ hasText: 'The menu could not load.' });
    await expect(failed).toBeVisible();
    await expect(failed.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await failed.getByRole('button', { name: 'Close' }).click();
    await expect(failed).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    network.up = true;
    await menuButton.click();
    await expect(page.getByRole('dialog', { name: 'IPL Betting' })).toBeVisible();
  });

  test('@mobile the bet slip says so in a sheet, and Close leaves the page as it was', async ({ page }) => {
    await page.route(/\/assets\/bet-slip-sheet-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await signInAsDemo(page);
    // A pick shows the phone's slip bar; its button opens the sheet. A live match's market may be
    // suspended for its ball, its prices locked: the pick is any price open now.
    await page
      .getByRole('main')
      .getByRole('button', { name: / \d+\.\d{2}$/, disabled: false })
      .first()
      .click();
    await page.getByRole('button', { name: 'Open bet slip (1)' }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'The bet slip could not load.' });
    await expect(failed).toBeVisible();
    await failed.getByRole('button', { name: 'Close' }).click();
    await expect(failed).toBeHidden();
    // The page stays, the pick with it.
    await expect(page.getByRole('button', { name: 'Open bet slip (1)' })).toBeVisible();
  });
});

test.describe('mobile shell', () => {
  // Tagged @mobile so the 375 px project runs them; the side menu does not exist on the desktop project.
  test.skip(({ isMobile }) => !isMobile, 'the side menu is for screens below 768 px');

  test('@mobile signed out: the Menu button opens a side menu with the links, Login and Sign Up', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(mainNav(page)).toBeHidden();
    await expect(header.getByRole('button', { name: 'Login', exact: true })).toBeHidden();
    await expect(header.getByRole('link', { name: 'IPL Betting' })).toBeVisible();

    await header.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'IPL Betting' });
    await expect(menu).toBeVisible();
    const links = menu.getByRole('navigation', { name: 'Mobile' }).getByRole('link');
    await expect(links).toHaveText(['Home', 'Live Matches', 'Upcoming Matches', 'My Bets']);
    await expect(menu.getByRole('link', { name: 'Support chat' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sign Up', exact: true })).toBeVisible();

    // Following a link closes the menu.
    await links.filter({ hasText: 'Upcoming Matches' }).click();
    await expect(page).toHaveURL(/\/upcoming$/);
    await expect(menu).toBeHidden();

    // Sign Up from the menu closes it and opens the dialog in register mode.
    await header.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Join Our Community' })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test('@mobile signed in: the side menu shows the balance, My Account and Sign out', async ({ page }) => {
    await registerPlayer(page);
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: BALANCE_LINK })).toHaveText('₹10,000');

    await header.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'IPL Betting' });
    await expect(menu.getByRole('link', { name: BALANCE_LINK })).toContainText('₹10,000');
    await expect(menu.getByRole('navigation', { name: 'Mobile' }).getByRole('link')).toHaveText([
      'Home',
      'Live Matches',
      'Upcoming Matches',
      'My Bets',
      'My Account',
    ]);
    await menu.getByRole('link', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(menu).toBeHidden();

    await header.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('button', { name: 'Sign out' }).click();
    await expectToast(page, 'Successfully logged out');
    await expect(menu).toBeHidden();
    await expect(header.getByRole('link', { name: BALANCE_LINK })).toBeHidden();
    await header.getByRole('button', { name: 'Menu' }).click();
    await expect(menu.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  });

  test('@mobile the auth dialog fits a 375 px screen and demo login works from the menu', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = await openAuthDialog(page, 'login');
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await page.keyboard.press('Escape');
    await signInAsDemo(page);
    await expectToast(page, 'Successfully logged in');
  });

  test('@mobile the page does not scroll sideways', async ({ page }) => {
    for (const path of ['/', '/terms', '/help-support', '/wallet', '/nowhere']) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
