// The wallet's history names each bet's match by its teams' short names, its market, its pick and its
// stake, in English and in Hindi, on a phone.
import { expect, test, type Page } from '@playwright/test';
import { cricketText } from '../../src/shared/cricket-text';
import { IPL_TEAMS } from '../../src/shared/teams';
import { pickUpcoming, placeBetWithApi, registerPlayer } from './support';

const shortName = (name: string) => IPL_TEAMS.find((team) => team.name === name)!.shortName;

async function placedRow(page: Page) {
  await registerPlayer(page);
  const pick = await pickUpcoming(page.request);
  await placeBetWithApi(page, pick, 500);
  await page.goto('/wallet');
  // Newest first: the bet just placed.
  const row = page.getByTestId('transaction').first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  const teams = `${shortName(pick.match.homeTeam.name)} {vs} ${shortName(pick.match.awayTeam.name)}`;
  return { row, pick, teams };
}

test('the wallet names a bet by its match, market, pick and stake @mobile', async ({ page }) => {
  const { row, pick, teams } = await placedRow(page);
  await expect(row.getByTestId('transaction-match')).toHaveText(
    `${teams.replace('{vs}', 'vs')} · ${pick.market.name}`,
  );
  await expect(row.getByTestId('transaction-pick')).toHaveText(`${pick.label} · Stake ₹500`);
});

test.describe('in Hindi', () => {
  test.use({ locale: 'hi-IN' });
  test('the wallet names a bet by its match, market, pick and stake @mobile', async ({ page }) => {
    const { row, pick, teams } = await placedRow(page);
    await expect(row.getByTestId('transaction-match')).toHaveText(
      `${teams.replace('{vs}', 'बनाम')} · ${cricketText(pick.market.name, 'hi')}`,
    );
    await expect(row.getByTestId('transaction-pick')).toContainText('दांव ₹500');
  });
});
