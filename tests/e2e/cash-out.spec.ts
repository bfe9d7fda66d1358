// Cash-out on the paced simulator server (playwright.config.ts, projects 'paced' and 'paced-mobile': one
// second a ball, so odds move every second and a match takes about five minutes): a bet placed on a live match, its
// offer moving and greyed while the market is suspended, half cashed out, then the rest; the balance and
// My Bets change without a reload.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  BALANCE_LINK,
  balanceOf,
  earlyLiveMatch,
  expectNoSidewaysScroll,
  PACED_WORLD_WAIT_MS,
  registerPlayer,
  type LiveMatch,
} from './support';

const STAKE = 1000;
const SHOTS = 'test-results/cash-out';

/**
 * Places `STAKE` on the home team to win through the API, at the odds of the moment; false when the
 * match stopped taking bets meanwhile. The slip is proven by betting.spec.ts on the normal server: here
 * the odds move every second, faster than a loaded machine turns a look at the slip into a click.
 */
async function betOnLive(request: APIRequestContext, baseURL: string, match: LiveMatch): Promise<boolean> {
  const market = match.markets.find((m) => m.name === 'Match Winner')!;
  let option = market.options.find((o) => o.name === match.homeTeam.name)!;
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await request.post('/api/bets', {
      headers: { Origin: new URL(baseURL).origin },
      data: {
        idempotencyKey: randomUUID(),
        selections: [
          { matchId: match.id, marketId: market.id, optionId: option.id, amount: STAKE, odds: option.odds },
        ],
      },
    });
    if (response.status() === 201) return true;
    const { error } = (await response.json()) as {
      error: { code: string; details?: { changes?: { optionId: number; odds: number }[] } };
    };
    if (error.code === 'MATCH_CLOSED') return false;
    // The price moved (take the new one), or the market is suspended for the ball (try again).
    expect(['ODDS_CHANGED', 'MARKET_SUSPENDED'], JSON.stringify(error)).toContain(error.code);
    const moved = error.details?.changes?.find((c) => c.optionId === option.id);
    if (moved) option = { ...option, odds: moved.odds };
    else await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
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
  // The confirm, or in its place while the market is suspended a disabled 'Cash Out unavailable'.
  const confirm = dialog.getByRole('button', {
    name: /^((Confirm Cash Out|Accept) ₹|Cash Out unavailable$)/,
  });
  for (let attempt = 0; attempt < 10; attempt++) {
    await expect(offer.getByTestId('cash-out-button')).toBeVisible({ timeout: 20_000 });
    await offer.getByRole('button', { name: opener }).click();
    await expect(dialog).toBeVisible();
    if (shot && attempt === 0) await page.screenshot({ path: `${SHOTS}/${shot}` });
    for (let accept = 0; accept < 5 && (await confirm.isEnabled()); accept++) {
      const answer = page.waitForResponse(
        (r) =>
          r.request().method() === 'POST' &&
          /^\/api\/me\/bets\/[^/]+\/cash-out$/.test(new URL(r.url()).pathname),
      );
      await confirm.click();
      if ((await answer).ok()) {
        await expect(dialog).toBeHidden();
        return;
      }
      // Refused: once its spinner stops, the dialog offers the new price or says the market paused.
      await expect(confirm.locator('.animate-spin')).toHaveCount(0);
    }
    // Suspended: close and wait for the offer to come back.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  throw new Error('Could not cash out: the market kept moving');
}

test('a live bet is cashed out in half, then the rest, without a reload @mobile', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(PACED_WORLD_WAIT_MS + 210_000);
  const width = testInfo.project.name === 'paced-mobile' ? 375 : 1280;
  await registerPlayer(page, {}, baseURL);
  let match = await earlyLiveMatch(page.request);
  let placed = await betOnLive(page.request, baseURL!, match);
  for (let attempt = 0; attempt < 3 && !placed; attempt++) {
    match = await earlyLiveMatch(page.request);
    placed = await betOnLive(page.request, baseURL!, match);
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
