// Cash-out on the paced simulator server (playwright.config.ts, projects 'paced' and 'paced-mobile': one
// second a ball, so odds move every second and a match takes about five minutes): a bet placed on a live match, its
// offer moving and greyed while the market is suspended, half cashed out, then the rest; the balance and
// My Bets change without a reload.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { BALANCE_LINK, balanceOf, expectNoSidewaysScroll, placeSlip, registerPlayer } from './support';

const STAKE = 1000;
const SHOTS = 'test-results/cash-out';

type LiveMatch = {
  id: number;
  currentOver: number;
  homeTeam: { name: string };
  awayTeam: { name: string };
  homeScore: { overs: number };
  awayScore: { overs: number };
  markets: {
    id: number;
    name: string;
    status: string;
    options: { id: number; name: string; odds: number }[];
  }[];
};

/**
 * A live match with at least 150 balls left (the first 15 overs of an innings, the other not batted yet)
 * and Match Winner open with the home team's odds where they move with each ball (a side all out early
 * leaves the chasers at 1.01, where no ball moves the price or the offer).
 */
async function earlyLiveMatch(request: APIRequestContext): Promise<LiveMatch> {
  let found: LiveMatch | undefined;
  await expect
    .poll(
      async () => {
        const { matches } = (await (await request.get('/api/matches?status=LIVE')).json()) as {
          matches: LiveMatch[];
        };
        found = matches.find(
          (m) =>
            Math.min(m.homeScore.overs, m.awayScore.overs) === 0 &&
            Math.max(m.homeScore.overs, m.awayScore.overs) < 15 &&
            m.markets.some(
              (market) =>
                market.name === 'Match Winner' &&
                market.status === 'OPEN' &&
                market.options.some((o) => o.name === m.homeTeam.name && o.odds >= 1.2 && o.odds <= 6),
            ),
        );
        return found?.id ?? null;
      },
      { timeout: 150_000, intervals: [500] },
    )
    .not.toBeNull();
  return found!;
}

/**
 * Places `STAKE` on the home team to win from the match's card on /live; false when the match closed
 * meanwhile (the slip is cleared for the next).
 */
async function betOnLive(page: Page, match: LiveMatch): Promise<boolean> {
  await page.goto('/live');
  const card = page.locator(`[data-match-id="${match.id}"]`);
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.getByRole('tab', { name: 'Match Winner' }).click();
  const option = card.getByTestId('option-card').filter({ hasText: match.homeTeam.name }).first();
  const stake = option.getByRole('textbox', { name: `Stake for ${match.homeTeam.name}` });
  await expect(stake).toBeEnabled({ timeout: 15_000 });
  await stake.fill(String(STAKE));
  await option.getByRole('button', { name: 'Add to slip' }).click();
  if ((await placeSlip(page)) === 'placed') return true;
  await page.getByRole('dialog').getByRole('button', { name: 'Clear All' }).click();
  await page.keyboard.press('Escape');
  return false;
}

/** The header's balance, as the player reads it. */
async function shownBalance(page: Page): Promise<number> {
  const name =
    (await page.getByRole('link', { name: BALANCE_LINK }).first().getAttribute('aria-label')) ?? '';
  return Number(name.replace(/[^\d.]/g, ''));
}

/**
 * Confirms a cash-out from its offer: opens the confirm with `opener` once the offer is available, and
 * confirms, accepting a new price or trying again after a suspension. The amount moves with the odds up
 * to the tap: what was paid is read from My Bets afterwards.
 */
async function cashOut(page: Page, offer: Locator, opener: string | RegExp, shot?: string) {
  const dialog = page.getByTestId('cash-out-dialog');
  for (let attempt = 0; attempt < 10; attempt++) {
    await expect(offer.getByTestId('cash-out-button')).toBeVisible({ timeout: 20_000 });
    await offer.getByRole('button', { name: opener }).click();
    await expect(dialog).toBeVisible();
    if (shot && attempt === 0) await page.screenshot({ path: `${SHOTS}/${shot}` });
    // The confirm, or in its place while the market is suspended a disabled 'Cash Out unavailable'.
    const confirm = dialog.getByRole('button', {
      name: /^((Confirm Cash Out|Accept) ₹|Cash Out unavailable$)/,
    });
    for (let accept = 0; accept < 5 && (await dialog.isVisible()); accept++) {
      if (!(await confirm.isEnabled())) break;
      await confirm.click();
      const outcome = await Promise.race([
        dialog.waitFor({ state: 'hidden' }).then(() => 'done' as const),
        dialog
          .getByRole('alert')
          .waitFor()
          .then(() => 'again' as const),
      ]);
      if (outcome === 'done') return;
    }
    // Refused (a suspension): close and wait for the offer to come back.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  throw new Error('Could not cash out: the market kept moving');
}

test('a live bet is cashed out in half, then the rest, without a reload @mobile', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(360_000);
  const width = testInfo.project.name === 'paced-mobile' ? 375 : 1280;
  await registerPlayer(page, {}, baseURL);
  let match = await earlyLiveMatch(page.request);
  let placed = await betOnLive(page, match);
  for (let attempt = 0; attempt < 3 && !placed; attempt++) {
    match = await earlyLiveMatch(page.request);
    placed = await betOnLive(page, match);
  }
  expect(placed, 'a bet placed on a live match').toBe(true);
  const afterBet = await balanceOf(page.request);

  await page.goto('/my-bets');
  // A reload would drop this mark: every change below must arrive without one.
  await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
  const bet = page
    .getByTestId('active-bet')
    .filter({ hasText: `${match.homeTeam.name} vs ${match.awayTeam.name}` });
  const offer = bet.getByTestId('cash-out-offer');
  await expect(offer).toBeVisible();

  // The offer follows the odds, and is greyed with its reason while the market is suspended.
  const button = offer.getByTestId('cash-out-button');
  await expect(button).toBeVisible({ timeout: 20_000 });
  const first = await button.textContent();
  await expect(offer.getByTestId('cash-out-unavailable')).toBeVisible({ timeout: 60_000 });
  await expect(offer.getByTestId('cash-out-unavailable')).toContainText(/Ball in play|suspended/i);
  await page.screenshot({ path: `${SHOTS}/my-bets-suspended-${width}.png` });
  await expect(button).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => button.textContent(), { timeout: 30_000 }).not.toBe(first);
  await page.screenshot({ path: `${SHOTS}/my-bets-offer-${width}.png` });
  await expectNoSidewaysScroll(page);

  // Half: ₹500 stays on at the odds taken, and the bet shows both parts.
  await cashOut(page, offer, '50%', `confirm-${width}.png`);
  const part = bet.getByTestId('cashed-part');
  await expect(part).toContainText(/Cashed out ₹[\d,.]+ for a stake of ₹500\.00; ₹500\.00 stays on/);
  const half = Number(/Cashed out ₹([\d,.]+)/.exec((await part.textContent()) ?? '')![1]!.replace(/,/g, ''));
  await expect.poll(() => shownBalance(page)).toBeCloseTo(afterBet + half, 2);
  await page.screenshot({ path: `${SHOTS}/my-bets-partial-${width}.png` });

  // The rest: the bet leaves Active Bets for Settled Bets, with what it paid.
  await cashOut(page, offer, /^Cash Out ₹/);
  await expect(bet).toHaveCount(0);
  await page.getByRole('tab', { name: 'Settled Bets' }).click();
  const settled = page
    .getByTestId('settled-bet')
    .filter({ hasText: `${match.homeTeam.name} vs ${match.awayTeam.name}` });
  await expect(settled.getByText('CASHED OUT', { exact: true })).toBeVisible();
  const paid = Number((await settled.getByTestId('bet-payout').textContent())!.replace(/[^\d.]/g, ''));
  expect(paid).toBeGreaterThan(half);
  await expect.poll(() => shownBalance(page)).toBeCloseTo(afterBet + paid, 2);
  expect(await balanceOf(page.request)).toBeCloseTo(afterBet + paid, 2);
  expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
});
