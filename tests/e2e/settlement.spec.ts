// The whole bet lifecycle on the fast-simulator server (playwright.config.ts, project 'settlement'):
// place a bet, the match plays out in about a minute, an admin settles it through the API, and the
// player sees the bet under Settled Bets with its payout and the balance rise.
import { expect, test } from '@playwright/test';
import {
  addFromUpcoming,
  balanceOf,
  pickUpcoming,
  placeSlip,
  registerPlayer,
  signInAsAdmin,
} from './support';

const STAKE = 500;

test('a bet placed on /upcoming is paid after the admin settles the match', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await registerPlayer(page, {}, baseURL);
  const pick = await pickUpcoming(page.request, 20_000);
  await addFromUpcoming(page, pick, STAKE);
  await placeSlip(page);
  const afterPlacing = await balanceOf(page.request);

  const admin = await playwright.request.newContext({ baseURL });
  try {
    await signInAsAdmin(admin, baseURL);
    await expect
      .poll(
        async () => {
          const response = await admin.get('/api/admin/settlements/pending');
          const pending = (await response.json()) as { id: number }[];
          return pending.some((m) => m.id === pick.match.id);
        },
        { timeout: 180_000, intervals: [2_000] },
      )
      .toBe(true);
    const settle = await admin.post(`/api/admin/matches/${pick.match.id}/settle`, {
      headers: { Origin: new URL(baseURL!).origin },
      data: { winningTeam: pick.match.homeTeam.name },
    });
    expect(settle.status(), await settle.text()).toBe(200);
  } finally {
    await admin.dispose();
  }

  await page.goto('/my-bets');
  await page.getByRole('tab', { name: 'Settled Bets' }).click();
  const settled = page.getByTestId('settled-bet').filter({
    hasText: `${pick.match.homeTeam.name} vs ${pick.match.awayTeam.name}`,
  });
  await expect(settled).toContainText('WON');
  const payout = Number((await settled.getByTestId('bet-payout').textContent())?.replace(/[^\d.]/g, ''));
  expect(payout).toBeGreaterThan(STAKE);
  expect(await balanceOf(page.request)).toBeCloseTo(afterPlacing + payout, 2);
});
