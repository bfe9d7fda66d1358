// Steps of the betting journeys: find a match to bet on, add it to the slip from its card, place the slip.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

type Option = { id: number; name: string; odds: number };
type Market = {
  id: number;
  name: string;
  status: string;
  isToss: boolean;
  line: number | null;
  options: Option[];
};
type Match = {
  id: number;
  date: string;
  status: string;
  homeTeam: { name: string };
  awayTeam: { name: string };
  markets: Market[];
};
/** label: the option as a player reads it, with the market's line when it has one ('Over 177.5'). */
export type Pick = { match: Match; market: Market; option: Option; label: string };

export async function balanceOf(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/me');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { balance: number }).balance;
}

/**
 * The earliest upcoming match starting at least `leadMs` from now with the market open (a lead keeps the
 * card on /upcoming while the test uses it, when the simulator runs fast), and its first option (the
 * home team in a Match Winner market).
 */
export async function pickUpcoming(
  request: APIRequestContext,
  leadMs = 0,
  marketName = 'Match Winner',
): Promise<Pick> {
  const response = await request.get('/api/matches?status=UPCOMING');
  expect(response.ok()).toBe(true);
  const { matches } = (await response.json()) as { matches: Match[] };
  const sorted = [...matches].sort((a, b) => a.date.localeCompare(b.date));
  for (const match of sorted) {
    if (Date.parse(match.date) - Date.now() < leadMs) continue;
    const market = match.markets.find((m) => m.name === marketName && m.status === 'OPEN');
    const option =
      marketName === 'Match Winner'
        ? market?.options.find((o) => o.name === match.homeTeam.name)
        : market?.options[0];
    if (market && option) {
      const label = market.line === null ? option.name : `${option.name} ${market.line}`;
      return { match, market, option, label };
    }
  }
  throw new Error(`No upcoming match with an open ${marketName} market`);
}

/** Adds the option to the slip from its card on /upcoming (stake typed, then Add to slip). */
export async function addFromUpcoming(page: Page, pick: Pick, stake: number) {
  await page.goto('/upcoming');
  const card = page.locator(`[data-match-id="${pick.match.id}"]`);
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.getByRole('tab', { name: pick.market.name }).click();
  const optionCard = card.getByTestId('option-card').filter({ hasText: pick.label }).first();
  await optionCard.getByRole('textbox', { name: `Stake for ${pick.label}` }).fill(String(stake));
  await optionCard.getByRole('button', { name: 'Add to slip' }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByText(`${pick.match.homeTeam.name} vs ${pick.match.awayTeam.name}`)).toBeVisible();
  return sheet;
}

/** Clicks Place Bets, accepting moved odds when the server or the live cache reports them. */
export async function placeSlip(page: Page) {
  const sheet = page.getByRole('dialog');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const accept = sheet.getByRole('button', { name: 'Accept new odds' });
    if (await accept.isVisible()) await accept.click();
    await sheet.getByRole('button', { name: 'Place Bets' }).click();
    const outcome = await Promise.race([
      page
        .getByText('Bets placed successfully!')
        .waitFor()
        .then(() => 'ok' as const),
      accept.waitFor().then(() => 'odds' as const),
    ]);
    if (outcome === 'ok') return;
  }
  throw new Error('Could not place the slip: odds kept moving');
}
