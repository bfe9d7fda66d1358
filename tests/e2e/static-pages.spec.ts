// Static pages: terms, privacy, responsible gambling and help; their titles, dates, back links and
// footer; the FAQ accordion; and the footer's /help link leading to /help-support.
import { expect, test, type Page } from '@playwright/test';

const PAGES = [
  { path: '/terms', heading: 'Terms & Conditions', dated: true },
  { path: '/privacy', heading: 'Privacy Policy', dated: true },
  { path: '/responsible-gambling', heading: 'Responsible Gambling', dated: false },
  { path: '/help-support', heading: 'Help & Support', dated: false },
];

const FOOTER_LINKS = [
  { name: 'Terms & Conditions', path: '/terms' },
  { name: 'Privacy Policy', path: '/privacy' },
  { name: 'Responsible Gambling', path: '/responsible-gambling' },
  { name: 'Help & Support', path: '/help-support' },
];

function footer(page: Page) {
  return page.getByRole('contentinfo');
}

for (const { path, heading, dated } of PAGES) {
  test(`${path}: title, heading, back-to-home link and the footer's four links @mobile`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} | IPL Betting`);
    if (dated) await expect(page.getByText('Last updated June 1, 2024', { exact: true })).toBeVisible();

    const legal = footer(page).getByRole('navigation', { name: 'Legal and help' });
    await expect(legal.getByRole('link')).toHaveText(FOOTER_LINKS.map((link) => link.name));

    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('IPL Betting');
  });
}

test('the footer links open each static page', async ({ page }) => {
  await page.goto('/');
  for (const { name, path } of FOOTER_LINKS) {
    await footer(page)
      .getByRole('navigation', { name: 'Legal and help' })
      .getByRole('link', { name })
      .click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
});

test('the terms and privacy pages carry the content the spec lists', async ({ page }) => {
  await page.goto('/terms');
  const terms = page.getByRole('main');
  await expect(terms).toContainText('18');
  await expect(terms).toContainText('Cyprus');
  await page.goto('/privacy');
  await expect(page.getByRole('main')).toContainText(/right/i);
  await page.goto('/responsible-gambling');
  for (const topic of [/time limit/i, /deposit limit/i, /reality check/i, /self-exclusion/i]) {
    await expect(page.getByRole('main')).toContainText(topic);
  }
});

test('/help leads to /help-support', async ({ page }) => {
  await page.goto('/help');
  await expect(page).toHaveURL(/\/help-support$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  await expect(page).toHaveTitle('Help & Support | IPL Betting');
  // A replace, not a push: Back leaves the redirect behind.
  await page.goto('/terms');
  await page.goto('/help');
  await expect(page).toHaveURL(/\/help-support$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/terms$/);
});

test('help FAQ: 8 questions, one open at a time, and the open one closes again @mobile', async ({ page }) => {
  await page.goto('/help-support');
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(8);
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);

  const first = questions.nth(0);
  const second = questions.nth(1);
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByRole('region').filter({ visible: true })).toHaveCount(1);
  await expect(faq.getByText(/Select Sign Up at the top of any page/)).toBeVisible();

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText(/Select Sign Up at the top of any page/)).toBeHidden();
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1);

  // Collapsible: clicking the open question closes it.
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);

  // Keyboard works too.
  await questions.nth(7).focus();
  await page.keyboard.press('Enter');
  await expect(questions.nth(7)).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(/demo product/)).toBeVisible();
});

test('help page has the three topic cards and a support channel link', async ({ page }) => {
  await page.goto('/help-support');
  for (const topic of ['Payments', 'Account', 'Betting Rules']) {
    await expect(page.getByRole('heading', { level: 2, name: topic, exact: true })).toBeVisible();
  }
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /support|chat/i })
      .first(),
  ).toHaveAttribute('href', /^https:\/\//);
});

test('robots.txt lets crawlers read the player pages and keeps them out of the API and the back office', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toContain('text/plain');
  const text = await robots.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain('Disallow: /api/');
  expect(text).toContain('Disallow: /bookdashboard');
});

test('a visitor’s pages log no console error and raise no browser issue (CSP, eval)', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Audits.enable');
  cdp.on('Audits.issueAdded', ({ issue }) => problems.push(`issue: ${issue.code}`));
  for (const path of ['/', '/live', '/upcoming', '/help-support']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await page.waitForTimeout(500);
  expect(problems).toEqual([]);
});

test('the responsible gambling page promotes no winnings; the other pages keep the winners @mobile', async ({
  page,
}) => {
  const winners = page.getByRole('heading', { level: 2, name: 'Recent Winners' });
  await page.goto('/terms');
  await expect(winners).toBeVisible();
  await page.goto('/responsible-gambling');
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible Gambling' })).toBeVisible();
  await expect(winners).toHaveCount(0);
});
