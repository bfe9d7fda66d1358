// The back office's Reports screen on the main e2e server: a period with bets (placed by a player,
// settled when an admin voids their match: turnover and refunds, GGR 0), its charts, tables and CSV
// file; and a period without any.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { openBackOfficePage, registerPlayer, signInAsAdmin, signInToBackOffice } from './support';

type Option = { id: number; name: string; odds: number };
type Match = {
  id: number;
  date: string;
  homeTeam: { name: string };
  awayTeam: { name: string };
  markets: { id: number; name: string; status: string; options: Option[] }[];
};

const origin = (baseURL: string | undefined) => ({ Origin: new URL(baseURL!).origin });

async function upcomingMatches(request: APIRequestContext) {
  const response = await request.get('/api/matches?status=UPCOMING');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { matches: Match[] }).matches;
}

/** The last upcoming match with an open Match Winner market: the one other journeys are least likely to use. */
async function lastUpcoming(request: APIRequestContext) {
  const match = [...(await upcomingMatches(request))]
    .sort((a, b) => b.date.localeCompare(a.date))
    .find((m) => m.markets.some((k) => k.name === 'Match Winner' && k.status === 'OPEN'));
  expect(match, 'an upcoming match with an open Match Winner market').toBeDefined();
  return match!;
}

/** Places one bet through the API at the market's current odds (read again if they moved meanwhile). */
async function placeBet(
  request: APIRequestContext,
  baseURL: string | undefined,
  matchId: number,
  pick: 'home' | 'away',
  amount: number,
) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const match = (await upcomingMatches(request)).find((m) => m.id === matchId)!;
    const market = match.markets.find((k) => k.name === 'Match Winner')!;
    const option = market.options.find(
      (o) => o.name === (pick === 'home' ? match.homeTeam.name : match.awayTeam.name),
    )!;
    const response = await request.post('/api/bets', {
      headers: origin(baseURL),
      data: {
        idempotencyKey: randomUUID(),
        selections: [{ matchId, marketId: market.id, optionId: option.id, amount, odds: option.odds }],
      },
    });
    if (response.status() === 201) return;
    const body = (await response.json()) as { error: { code: string } };
    expect(body.error.code, JSON.stringify(body)).toBe('ODDS_CHANGED');
  }
  throw new Error('Could not place the bet: the odds kept moving');
}

test('an admin reads today’s report: totals, charts, the tables beside them and a CSV file @mobile', async ({
  page,
  playwright,
  baseURL,
}) => {
  const player = await playwright.request.newContext({ baseURL });
  const operator = await playwright.request.newContext({ baseURL });
  let match: Match;
  try {
    await registerPlayer(player, {}, baseURL);
    match = await lastUpcoming(player);
    await placeBet(player, baseURL, match.id, 'home', 300);
    await placeBet(player, baseURL, match.id, 'away', 200);
    await signInAsAdmin(operator, baseURL);
    const voided = await operator.post(`/api/admin/matches/${match.id}/void`, {
      headers: origin(baseURL),
      data: { reason: 'Reports journey' },
    });
    expect(voided.status(), await voided.text()).toBe(200);
  } finally {
    await player.dispose();
    await operator.dispose();
  }

  await signInToBackOffice(page);
  await openBackOfficePage(page, 'Reports');
  await page.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'Today' }).click();
  await expect(page).toHaveURL(/\/bookdashboard\/reports\?period=today$/);
  // Placed and settled apart, each with a definition of one line beside it.
  await expect(page.getByTestId('placed-definition')).toHaveText('Bets taken in the period, settled or not.');
  await expect(page.getByTestId('settled-definition')).toHaveText(
    'GGR = turnover − payouts − refunds − cash-outs.',
  );
  for (const definition of ['placed-definition', 'settled-definition'])
    expect(
      await page.getByTestId(definition).evaluate((el) => {
        const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
        return el.getBoundingClientRect().height < lineHeight * 1.5;
      }),
      definition,
    ).toBe(true);
  // This journey placed two bets today (other journeys may have placed more).
  expect(
    Number(await page.getByTestId('placed-bets').locator('span').last().textContent()),
  ).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('placed-turnover')).toContainText(/₹[1-9]/);
  await expect(page.getByTestId('total-bets')).toContainText(/[1-9]/);

  // Other journeys may settle bets today too: this match's own row says what its two bets made.
  const byMatch = page.getByRole('region', { name: 'By match' });
  const row = byMatch.getByRole('table', { name: 'By match' }).locator(`tr[data-row-id="${match.id}"]`);
  await expect(row).toHaveText(
    `#${match.id} ${match.homeTeam.name} vs ${match.awayTeam.name}₹500.00₹0.00₹500.00₹0.00₹0.0021`,
  );
  for (const name of ['By day', 'By market kind', 'By match']) {
    const region = page.getByRole('region', { name });
    await expect(
      region.getByRole('img', { name: new RegExp(`^${name}: Turnover`) }).locator('canvas'),
    ).toBeVisible();
    await expect(region.getByRole('table', { name })).toBeVisible();
  }
  // The legends give values without a pointer (the latest category), and the matches by their teams.
  const legendValue = (region: string, series: number) =>
    page.getByRole('region', { name: region }).locator('.u-legend .u-series').nth(series).locator('.u-value');
  await expect(legendValue('By day', 1)).toHaveText(/^₹[\d,.]+$/);
  await expect(legendValue('By match', 0)).toHaveText(/^[A-Z]{2,4} v [A-Z]{2,4}$/);
  const byDay = page.getByRole('region', { name: 'By day' }).getByRole('table', { name: 'By day' });
  await expect(byDay.locator('tbody tr')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Deposits and withdrawals' })).toContainText(
    'Deposits (demo credits paid)',
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    byMatch.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^report-by-match_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const [header, ...lines] = csv.trimEnd().split('\r\n');
  expect(header).toBe(
    'Match,Turnover (INR),Payouts (INR),Refunds (INR),Cash-outs (INR),GGR (INR),Bets,Active players',
  );
  expect(lines).toContain(`#${match.id} ${match.homeTeam.name} vs ${match.awayTeam.name},500,0,500,0,0,2,1`);
});

test('a period without settled bets says so, and a custom period is checked before it is asked for @mobile', async ({
  page,
}) => {
  await signInToBackOffice(page);
  await openBackOfficePage(page, 'Reports');
  await page.getByRole('button', { name: 'Custom' }).click();
  const custom = page.getByRole('form', { name: 'Custom period' });
  await custom.getByLabel('From').fill('2025-01-10');
  await custom.getByLabel('To').fill('2025-01-01');
  await custom.getByRole('button', { name: 'Show' }).click();
  await expect(custom.getByRole('alert')).toHaveText('The end date must not be before the start date');

  await custom.getByLabel('From').fill('2025-01-01');
  await custom.getByLabel('To').fill('2025-01-02');
  await custom.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\?period=custom&from=2025-01-01&to=2025-01-02$/);
  await expect(page.getByTestId('report-period')).toHaveText('1 Jan 2025 to 2 Jan 2025 (India time)');
  await expect(page.getByRole('heading', { name: 'No bets settled in this period' })).toBeVisible();
  await expect(page.getByTestId('total-turnover')).toContainText('₹0.00');
  await expect(page.getByTestId('total-ggr')).toContainText('₹0.00');
  await expect(page.getByRole('region', { name: 'By day' })).toHaveCount(0);
});
