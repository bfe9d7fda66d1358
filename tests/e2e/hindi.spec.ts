// The player side in Hindi: chosen by the browser (Accept-Language) or by the header's switch, kept
// across reloads and, for a signed-in player, on their other devices; and every player page read in
// Hindi, with no English left but the brand, team short names, payment acronyms and amounts.
import { expect, test, type Page } from '@playwright/test';
import { cricketText } from '../../src/shared/cricket-text';
import {
  balanceOf,
  betSlip,
  expectNoSidewaysScroll,
  expectPlacedAtOnOneLine,
  openMarket,
  pickPrice,
  pickUpcoming,
  priceButton,
  placeBetWithApi,
  registerPlayer,
  signInAsAdmin,
} from './support';

/**
 * Latin words a Hindi page may show besides acronyms (IPL, team short names, UPI): the brand's second
 * word, the switch's name for English as its readers write it, and a brand the helplines name.
 */
const ALLOWED_LATIN = new Set(['betting', 'english', 'whatsapp']);
/** The company's registered name, which the legal pages write as registered. */
const COMPANY = 'IPL Betting Demo Ltd';

/**
 * The words of the page's visible text written in Latin letters that Hindi should have replaced.
 * Text marked translate="no" (names of people and of the company, the brand) is not prose to translate.
 */
async function englishLeft(page: Page, own: string[]): Promise<string[]> {
  const text = await page.locator('body').evaluate((body) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[translate="no"], script, style') || !parent.checkVisibility()) continue;
      texts.push(node.textContent ?? '');
    }
    return texts.join(' ');
  });
  const words = text
    .split(/\s+/)
    // An email, a web address, an id or a code with digits is not prose.
    .filter((word) => !/[@/\d]|\w\.[a-z]{2,}/.test(word) && !own.some((mine) => mine.includes(word)))
    .flatMap((word) => word.match(/[A-Za-z]{2,}/g) ?? [])
    // An acronym (KYC, GDPR, IST) is written in Latin in Hindi too; a clock's AM and PM are English.
    .filter((word) => !/^[A-Z]{2,5}$/.test(word) || word === 'AM' || word === 'PM');
  return [...new Set(words.filter((word) => !ALLOWED_LATIN.has(word.toLowerCase())))];
}

test.use({ locale: 'hi-IN' });

const PAGES = [
  '/',
  '/live',
  '/upcoming',
  '/my-bets',
  '/wallet',
  '/account',
  '/help-support',
  '/terms',
  '/privacy',
  '/responsible-gambling',
  '/no-such-page',
];

test('a Hindi browser gets every player page in Hindi, with no English left @mobile', async ({ page }) => {
  test.setTimeout(120_000);
  const player = await registerPlayer(page, { name: 'रवि कुमार' });
  const left: Record<string, string[]> = {};
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('main')).toBeVisible();
    // The page's own data has landed (no skeleton left).
    await expect(page.locator('.ui-skeleton')).toHaveCount(0);
    const words = await englishLeft(page, [player.email, COMPANY]);
    if (words.length > 0) left[path] = words;
    await expectNoSidewaysScroll(page);
  }
  expect(left).toEqual({});
});

test('the switch shows English at once, and the choice survives a reload @mobile', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const phone = page.viewportSize()!.width < 640;
  if (phone) await page.getByRole('button', { name: 'मेन्यू' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  if (phone) await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Live Matches' }).first()).toBeAttached();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('link', { name: 'Live Matches' }).first()).toBeAttached();
});

test("a signed-in player's choice follows them to another device", async ({ page, browser }) => {
  const player = await registerPlayer(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect.poll(async () => (await (await page.request.get('/api/me')).json()).locale).toBe('en');

  // Another browser that asks for Hindi: once the player signs in there, it follows their choice.
  const other = await browser.newContext({ locale: 'hi-IN', baseURL: new URL(page.url()).origin });
  const phone = await other.newPage();
  await phone.request.post('/api/auth/sign-in/email', {
    headers: { Origin: new URL(page.url()).origin },
    data: { email: player.email, password: player.password },
  });
  // Written in English by the server: no Hindi first, then a switch.
  const first = await phone.goto('/');
  expect(await first?.text()).toContain('<html lang="en-IN"');
  await expect(phone.locator('html')).toHaveAttribute('lang', 'en-IN');
  await phone.reload();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'en-IN');
  await other.close();
});

test('a bet placed in Hindi, from the option card to My Bets @mobile', async ({ page }) => {
  await registerPlayer(page, { name: 'प्रिया शर्मा' });
  const startBalance = await balanceOf(page.request);
  const pick = await pickUpcoming(page.request);
  const team = cricketText(pick.option.name, 'hi');
  await page.goto('/upcoming');
  const card = page.locator(`[data-match-id="${pick.match.id}"]`);
  await expect(card).toBeVisible({ timeout: 15_000 });
  const markets = await openMarket(card, 'मैच विजेता', 'सभी मार्केट');
  await pickPrice(priceButton(markets, team).first());
  const option = markets.getByTestId('option-card').filter({ hasText: team }).first();
  await option.getByRole('textbox', { name: `${team} पर दांव राशि` }).fill('500');
  await option.getByRole('button', { name: 'स्लिप में जोड़ें' }).click();

  const slip = betSlip(page);
  const match = `${cricketText(pick.match.homeTeam.name, 'hi')} बनाम ${cricketText(pick.match.awayTeam.name, 'hi')}`;
  await expect(slip.getByText(match)).toBeVisible();
  await expect(slip.getByLabel('दांव राशि (₹)')).toHaveValue('500');
  await slip.getByRole('button', { name: 'बेट लगाएँ' }).click();
  await expect(page.getByText('बेट सफलतापूर्वक लग गईं!')).toBeVisible();
  expect(await balanceOf(page.request)).toBe(startBalance - 500);

  await page.goto('/my-bets');
  await expect(page.getByRole('heading', { level: 1, name: 'मेरे बेट' })).toBeVisible();
  const bet = page.getByTestId('active-bet').filter({ hasText: match });
  await expect(bet).toContainText(team);
  await expect(bet).toContainText('₹500');
  expect(await englishLeft(page, [COMPANY])).toEqual([]);
});

test('My Bets in Hindi on a phone says when the bet was placed, the time whole, on one line @mobile', async ({
  page,
}) => {
  await registerPlayer(page, { name: 'अमित वर्मा' });
  const pick = await pickUpcoming(page.request);
  await placeBetWithApi(page, pick, 200);
  await page.goto('/my-bets');
  await expectPlacedAtOnOneLine(page, /^(सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2} लगाया$/, 'मैच आईडी');
});

test('what the server stored while the player read English reads in Hindi after the switch @mobile', async ({
  page,
  baseURL,
  playwright,
}) => {
  await registerPlayer(page, { name: 'सुनील यादव' });
  const origin = { Origin: new URL(baseURL!).origin };
  const english = await page.request.put('/api/me/locale', { headers: origin, data: { locale: 'en' } });
  expect(english.status()).toBe(204);
  const pick = await pickUpcoming(page.request);
  await placeBetWithApi(page, pick, 200);
  // A notice written while the player reads English: their withdrawal, rejected by an operator.
  const requested = await page.request.post('/api/me/withdrawals', {
    headers: origin,
    data: {
      idempotencyKey: crypto.randomUUID(),
      amount: 500,
      method: 'upi',
      upiId: 'sunil@okaxis',
      upiName: 'Sunil Yadav',
    },
  });
  expect(requested.status(), await requested.text()).toBe(201);
  const { id } = ((await requested.json()) as { withdrawal: { id: string } }).withdrawal;
  const admin = await playwright.request.newContext({ baseURL });
  await signInAsAdmin(admin, baseURL);
  const rejected = await admin.post(`/api/admin/withdrawals/${id}/reject`, {
    headers: origin,
    data: { reason: 'KYC' },
  });
  expect(rejected.status(), await rejected.text()).toBe(200);
  await admin.dispose();

  const hindi = await page.request.put('/api/me/locale', { headers: origin, data: { locale: 'hi' } });
  expect(hindi.status()).toBe(204);
  await page.goto('/account');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

  // Recent Activity names the market, the pick and the match in Hindi.
  await page.getByRole('tab', { name: 'हाल की गतिविधि' }).click();
  const bets = page.getByRole('list', { name: 'हाल की बेट' });
  const match = `${cricketText(pick.match.homeTeam.name, 'hi')} बनाम ${cricketText(pick.match.awayTeam.name, 'hi')}`;
  await expect(bets).toContainText(`${cricketText(pick.option.name, 'hi')} · मैच विजेता`);
  await expect(bets).toContainText(match);

  // The signed-in device, named in Hindi. Its system is the browser's own: the desktop project
  // presents Chrome on Windows, the mobile one Chromium's own Linux.
  const userAgent = await page.evaluate(() => navigator.userAgent);
  const system = userAgent.includes('Windows') ? 'Windows' : 'Linux';
  await page.getByRole('tab', { name: 'सुरक्षा' }).click();
  await expect(page.getByText(`${system} पर Chrome`)).toBeVisible();

  // The notice, written in English, now reads in Hindi.
  await page.getByRole('button', { name: /^सूचनाएँ/ }).click();
  const notice = page.getByRole('menuitem').filter({ hasText: 'निकासी अस्वीकृत' });
  await expect(notice).toContainText('आपकी ₹500 की निकासी अस्वीकार कर दी गई: KYC।');
  await expect(page.getByRole('menu')).not.toContainText('Withdrawal rejected');
  await expectNoSidewaysScroll(page);
});
