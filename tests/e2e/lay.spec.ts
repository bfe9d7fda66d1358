// Laying a team (issue 43): from the board's Lay column, through the slip's liability, to My Bets.
import { expect, test, type Page } from '@playwright/test';
import { formatRupees } from '../../src/shared/money';
import {
  balanceOf,
  betSlip,
  openSlip,
  pickUpcoming,
  pickPrice,
  placeSlip,
  registerPlayer,
  type Pick,
} from './support';

const STAKE = 1000;

/** '₹1,100.00', as the slip and My Bets write rupees with paise. */
const rupees2 = (value: number) =>
  `₹${value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Lays the pick's team for STAKE from its card on Upcoming, in the slip: the slip's entry, and the lay
 * odds in hundredths the slip shows.
 */
async function layFromBoard(page: Page, pick: Pick) {
  await page.goto('/upcoming');
  const card = page.locator(`[data-match-id="${pick.match.id}"]`);
  const escaped = pick.option.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await pickPrice(card.getByRole('button', { name: new RegExp(`^Lay ${escaped} \\d+\\.\\d{2}$`) }));
  const slip = await openSlip(page);
  const entry = slip.getByRole('listitem').filter({ hasText: pick.option.name });
  await expect(entry.getByTestId('entry-lay')).toHaveText('Lay');
  await entry.getByLabel('Stake (₹)').fill(String(STAKE));
  const label = await entry.getByLabel(/^Lay odds /).getAttribute('aria-label');
  return { entry, layHundredths: Math.round(Number(label!.replace('Lay odds ', '')) * 100) };
}

test('a player lays a team from the board, sees the liability, and finds the lay in My Bets @mobile', async ({
  page,
}) => {
  await registerPlayer(page);
  const startBalance = await balanceOf(page.request);
  const pick = await pickUpcoming(page.request);
  const team = pick.option.name;

  const { entry, layHundredths } = await layFromBoard(page, pick);
  // The liability at the lay odds the slip shows: ₹1,000 at L holds 1,000 x (L - 1).
  const liability = (STAKE * layHundredths) / 100 - STAKE;
  await expect(entry.getByTestId('entry-liability')).toHaveText(rupees2(liability));
  await expect(betSlip(page).getByText('Total stake and liability')).toBeVisible();

  expect(await placeSlip(page)).toBe('placed');
  const placed = await page.request.get('/api/me/bets?status=active');
  const [bet] = ((await placed.json()) as { bets: { side: string; liability: number; odds: number }[] }).bets;
  expect(bet).toMatchObject({ side: 'LAY', liability });
  expect(await balanceOf(page.request)).toBe(startBalance - liability);

  await page.goto('/my-bets');
  const active = page.getByTestId('active-bet').filter({
    hasText: `${pick.match.homeTeam.name} vs ${pick.match.awayTeam.name}`,
  });
  await expect(active.getByTestId('bet-lay')).toHaveText('Lay');
  await expect(active.getByTestId('bet-pick')).toContainText(team);
  await expect(active.getByTestId('bet-liability')).toHaveText(rupees2(liability));
});

test('a lay that hedges a back gives money back, as the slip says before it is placed @mobile', async ({
  page,
}) => {
  await registerPlayer(page);
  const startBalance = await balanceOf(page.request);
  const pick = await pickUpcoming(page.request);
  // First a back of the team, through the API, at its price now.
  const backed = await page.request.post('/api/bets', {
    data: {
      idempotencyKey: crypto.randomUUID(),
      selections: [
        {
          matchId: pick.match.id,
          marketId: pick.market.id,
          optionId: pick.option.id,
          amount: STAKE,
          odds: pick.option.odds,
        },
      ],
    },
  });
  expect(backed.status()).toBe(201);
  const backOdds = ((await backed.json()) as { bets: { odds: number }[] }).bets[0]!.odds;

  const { layHundredths } = await layFromBoard(page, pick);
  // Backed and laid alike, the team winning loses STAKE x (lay − back) and losing loses nothing: that
  // worst case is all that stays held, so the slip gives back STAKE x (1 − lay + back) of the back's stake.
  const back = (STAKE * (100 + Math.round(backOdds * 100) - layHundredths)) / 100;
  await expect(betSlip(page).getByText('Back to your balance')).toBeVisible();
  await expect(betSlip(page).getByTestId('slip-from-balance')).toHaveText(`+${formatRupees(back)}`);

  expect(await placeSlip(page)).toBe('placed');
  expect(await balanceOf(page.request)).toBe(Math.round((startBalance - STAKE + back) * 100) / 100);
});
