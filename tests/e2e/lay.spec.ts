// Laying a team (issue 43): from the board's Lay column, through the slip's liability, to My Bets.
import { expect, test } from '@playwright/test';
import { balanceOf, betSlip, openSlip, pickUpcoming, pickPrice, placeSlip, registerPlayer } from './support';

const STAKE = 1000;

/** '₹1,100.00', as the slip and My Bets write rupees with paise. */
const rupees2 = (value: number) =>
  `₹${value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('a player lays a team from the board, sees the liability, and finds the lay in My Bets @mobile', async ({
  page,
}) => {
  await registerPlayer(page);
  const startBalance = await balanceOf(page.request);
  const pick = await pickUpcoming(page.request);
  const team = pick.option.name;

  await page.goto('/upcoming');
  const card = page.locator(`[data-match-id="${pick.match.id}"]`);
  const escaped = team.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await pickPrice(card.getByRole('button', { name: new RegExp(`^Lay ${escaped} \\d+\\.\\d{2}$`) }));

  const slip = await openSlip(page);
  const entry = slip.getByRole('listitem').filter({ hasText: team });
  await expect(entry.getByTestId('entry-lay')).toHaveText('Lay');
  await entry.getByLabel('Stake (₹)').fill(String(STAKE));
  // The liability at the lay odds the slip shows: ₹1,000 at L holds 1,000 x (L - 1).
  const label = await entry.getByLabel(/^Lay odds /).getAttribute('aria-label');
  const layHundredths = Math.round(Number(label!.replace('Lay odds ', '')) * 100);
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
