// The player's book (issue 42): under every option of a market they have stake on, what they net if it
// wins. A bet placed through the slip shows on both options at once, with no reload.
import { expect, test, type Page } from '@playwright/test';
import { cricketText } from '../../src/shared/cricket-text';
import { formatRupees2 } from '../../src/shared/money';
import {
  addFromUpcoming,
  betSlip,
  openMarket,
  pickPrice,
  pickUpcoming,
  placeSlip,
  priceButton,
  registerPlayer,
  slipIsColumn,
  type Pick,
} from './support';

const STAKE = 500;

/** What the book shows: '+₹450.00', or '−₹500.00' with a true minus sign. */
const signed = (net: number) => `${net < 0 ? '−' : '+'}${formatRupees2(Math.abs(net))}`;

/** What the placed bet wins over its stake, at the odds it was placed at (the server's answer). */
async function gainOfPlacedBet(page: Page, pick: Pick): Promise<number> {
  const response = await page.request.get('/api/me/bets?status=active');
  const { bets } = (await response.json()) as {
    bets: { marketId: number; amount: number; potentialPayout: number }[];
  };
  const bet = bets.find((b) => b.marketId === pick.market.id)!;
  return Math.round((bet.potentialPayout - bet.amount) * 100) / 100;
}

/** Marks the page, so a later check can tell it was not reloaded. */
const markPage = (page: Page) => page.evaluate(() => ((window as { unreloaded?: true }).unreloaded = true));
const stillSamePage = (page: Page) => page.evaluate(() => (window as { unreloaded?: true }).unreloaded);

/**
 * Under the two Match Winner prices on the pick's match card (its board row), where each option's book
 * line goes, found by the teams' names as the page gives them.
 */
function teamCards(page: Page, pick: Pick, home: string, away: string) {
  const row = page.locator(`[data-match-id="${pick.match.id}"]`).getByTestId('market-prices').first();
  const option = (team: string) => row.getByRole('listitem').filter({ has: priceButton(page, team) });
  return { home: option(home), away: option(away) };
}

/** Closes the slip where it is a sheet and still open, so the cards behind it are in view. */
async function closeSlip(page: Page) {
  if (slipIsColumn(page)) return;
  if (await betSlip(page).isVisible()) await page.keyboard.press('Escape');
  await expect(betSlip(page)).toHaveCount(0);
}

test('a bet through the slip shows the book under both teams without a reload @mobile', async ({ page }) => {
  await registerPlayer(page);
  const pick = await pickUpcoming(page.request);
  const { homeTeam, awayTeam } = pick.match;
  await addFromUpcoming(page, pick, STAKE);
  const cards = teamCards(page, pick, homeTeam.name, awayTeam.name);
  await expect(cards.home.getByTestId('option-book')).toHaveCount(0);
  await markPage(page);

  expect(await placeSlip(page)).toBe('placed');
  await closeSlip(page);
  const gain = signed(await gainOfPlacedBet(page, pick));
  await expect(cards.home.getByText(gain, { exact: true })).toBeVisible();
  await expect(cards.home.getByText(`If ${homeTeam.name} wins: ${gain}`)).toBeAttached();
  await expect(cards.home.getByTestId('option-book')).toHaveClass(/text-green/);
  await expect(cards.away.getByText(signed(-STAKE), { exact: true })).toBeVisible();
  await expect(cards.away.getByText(`If ${awayTeam.name} wins: ${signed(-STAKE)}`)).toBeAttached();
  await expect(cards.away.getByTestId('option-book')).toHaveClass(/text-red/);
  expect(await stillSamePage(page)).toBe(true);
});

test.describe('in Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('the book under both teams reads in Hindi after a bet through the slip @mobile', async ({ page }) => {
    await registerPlayer(page, { name: 'प्रिया शर्मा' });
    const pick = await pickUpcoming(page.request);
    const [home, away] = [pick.match.homeTeam.name, pick.match.awayTeam.name].map((n) =>
      cricketText(n, 'hi'),
    );
    await page.goto('/upcoming');
    const card = page.locator(`[data-match-id="${pick.match.id}"]`);
    await expect(card).toBeVisible({ timeout: 15_000 });
    const markets = await openMarket(card, 'मैच विजेता', 'सभी मार्केट');
    await pickPrice(priceButton(markets, home!).first());
    const optionCard = markets.getByTestId('option-card').filter({ hasText: home! }).first();
    await optionCard.getByRole('textbox', { name: `${home} पर दांव राशि` }).fill(String(STAKE));
    await optionCard.getByRole('button', { name: 'स्लिप में जोड़ें' }).click();
    const cards = teamCards(page, pick, home!, away!);
    await markPage(page);

    await betSlip(page).getByRole('button', { name: 'बेट लगाएँ' }).click();
    await expect(page.getByText('बेट सफलतापूर्वक लग गईं!')).toBeVisible();
    await closeSlip(page);
    const gain = signed(await gainOfPlacedBet(page, pick));
    await expect(cards.home.getByText(gain, { exact: true })).toBeVisible();
    await expect(cards.home.getByText(`${home} जीते तो: ${gain}`)).toBeAttached();
    await expect(cards.away.getByText(signed(-STAKE), { exact: true })).toBeVisible();
    await expect(cards.away.getByText(`${away} जीते तो: ${signed(-STAKE)}`)).toBeAttached();
    expect(await stillSamePage(page)).toBe(true);
  });
});
