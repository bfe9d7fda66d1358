// Placing bets: pick odds on /upcoming, place the slip, see it under My Bets and the balance drop.
// The settled half of the journey is settlement.spec.ts (it needs a match that finishes).
import { expect, test } from '@playwright/test';
import { addFromUpcoming, balanceOf, expectToast, pickUpcoming, placeSlip, registerPlayer } from './support';

const STAKE = 500;

test('a player places a bet from /upcoming and sees it under Active Bets', async ({ page }) => {
  await registerPlayer(page);
  const startBalance = await balanceOf(page.request);
  const pick = await pickUpcoming(page.request);

  const sheet = await addFromUpcoming(page, pick, STAKE);
  await expect(page.getByTestId('bet-slip-count')).toHaveText('1');
  await expect(sheet.getByLabel('Stake (₹)')).toHaveValue(String(STAKE));
  await placeSlip(page);
  await expect(page.getByTestId('bet-slip-count')).toHaveCount(0);
  expect(await balanceOf(page.request)).toBe(startBalance - STAKE);

  await page.goto('/my-bets');
  await expect(page.getByRole('heading', { name: 'My Bets' })).toBeVisible();
  const active = page.getByTestId('active-bet').filter({
    hasText: `${pick.match.homeTeam.name} vs ${pick.match.awayTeam.name}`,
  });
  await expect(active).toBeVisible();
  await expect(active).toContainText('₹500');
});

test('the bet slip fills the screen on a phone and is 420 px wide on a desktop @mobile', async ({ page }) => {
  await registerPlayer(page);
  const pick = await pickUpcoming(page.request);
  const sheet = await addFromUpcoming(page, pick, STAKE);
  const box = await sheet.boundingBox();
  const viewport = page.viewportSize()!.width;
  expect(box?.width).toBeCloseTo(viewport < 768 ? viewport : 420, 0);
  await expect(sheet.getByRole('button', { name: 'Place Bets' })).toBeInViewport();
  await expect(sheet.getByText('Potential payout')).toBeVisible();

  await sheet.getByRole('button', { name: `Remove ${pick.option.name} from bet slip` }).click();
  await expectToast(page, 'Bet removed from slip');
  await expect(sheet.getByText('Your bet slip is empty')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Open bet slip' }).click();
  await expect(page.getByRole('dialog').getByText('Your bet slip is empty')).toBeVisible();
});

test.describe('on a phone (375 × 812)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('an over/under pick shows its line on the option card, in the slip and under My Bets @mobile', async ({
    page,
  }) => {
    await registerPlayer(page);
    const pick = await pickUpcoming(page.request, 0, 'First Innings Runs');
    expect(pick.label).toMatch(/^(Over|Under) \d+\.5$/);

    const sheet = await addFromUpcoming(page, pick, STAKE);
    await expect(
      sheet.getByRole('listitem', { name: new RegExp(`^${pick.label}, First Innings Runs`) }),
    ).toBeVisible();
    await expect(sheet.getByText(pick.label, { exact: true })).toBeVisible();
    await placeSlip(page);

    await page.goto('/my-bets');
    const bet = page.getByTestId('active-bet').filter({ hasText: pick.match.homeTeam.name });
    await expect(bet.getByText(pick.label)).toBeVisible();
  });
});
