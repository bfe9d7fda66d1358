// The odds preference on the paced simulator server (playwright.config.ts, projects 'paced' and
// 'paced-mobile': one second a ball, so a live price moves every few seconds): with "Accept any odds"
// chosen in the slip's settings, a bet whose price moved since it was added goes through at the first
// tap, at the price of that moment, and the slip and My Bets say which odds were taken.
import { expect, test, type Page } from '@playwright/test';
import {
  addFromUpcoming,
  betSlip,
  earlyLiveMatch,
  PACED_WORLD_WAIT_MS,
  registerPlayer,
  type LiveMatch,
} from './support';

const STAKE = 500;
/** Screens of the journey, to look at: the slip's settings, the toast and My Bets. */
const SHOTS = 'test-results/odds-change';

/** The home team's Match Winner price of the match now, as the match list answers it; null while suspended. */
async function homePrice(page: Page, matchId: number): Promise<number | null> {
  const { matches } = (await (await page.request.get('/api/matches?status=LIVE')).json()) as {
    matches: LiveMatch[];
  };
  const match = matches.find((m) => m.id === matchId);
  const market = match?.markets.find((m) => m.name === 'Match Winner' && m.status === 'OPEN');
  return market?.options.find((o) => o.name === match!.homeTeam.name)?.odds ?? null;
}

/**
 * Waits for the home price to move from the odds in the open slip while its market is open, then places
 * the slip at the first tap (no "Accept new odds" stands in the way; Place Bets waits out a suspension the
 * page knows of): the bet placed, or null when a wicket or boundary suspended the market between the look
 * and the tap, which the slip says, keeping the pick.
 */
async function placeAfterAMove(page: Page, matchId: number) {
  const sheet = betSlip(page);
  const asked = Number(
    (await sheet
      .getByLabel(/^Odds \d/)
      .first()
      .textContent())!.trim(),
  );
  await expect
    .poll(
      async () => {
        const price = await homePrice(page, matchId);
        return price !== null && price !== asked;
      },
      {
        message: 'the home price moves from the odds asked, its market open',
        timeout: 60_000,
        intervals: [300],
      },
    )
    .toBe(true);
  await expect(sheet.getByRole('button', { name: 'Accept new odds' })).toHaveCount(0);
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/bets',
  );
  await sheet.getByRole('button', { name: 'Place Bets' }).click({ timeout: 20_000 });
  const response = await answer;
  if (response.status() === 409 && (await response.json()).error.code === 'MARKET_SUSPENDED') {
    await expect(page.getByText('This market is suspended. Try again when it reopens.').last()).toBeVisible();
    return null;
  }
  expect(response.status(), await response.text()).toBe(201);
  const [bet] = ((await response.json()) as { bets: { odds: number; askedOdds: number | null }[] }).bets;
  expect(bet!.askedOdds ?? bet!.odds).toBe(asked);
  return bet!;
}

test('with Accept any odds a live bet whose price moved is placed at once, saying the odds taken @mobile', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(PACED_WORLD_WAIT_MS + 90_000);
  await registerPlayer(page, {}, baseURL);
  const match = await earlyLiveMatch(page.request);
  const pick = { match, market: { name: 'Match Winner' }, label: match.homeTeam.name };
  const sheet = await addFromUpcoming(page, pick, STAKE, '/live');

  await sheet.getByRole('button', { name: 'Bet slip settings' }).click();
  await sheet.getByRole('combobox', { name: 'When odds change' }).click();
  await page.getByRole('option', { name: 'Accept any odds' }).click();
  await expect(page.getByText('Odds preference saved')).toBeVisible();
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: `${SHOTS}/slip-settings-${width}.png` });

  // A price of the moment can be back at the one asked by the tap (then the bet was placed at the odds
  // asked and nothing is said): the pick is added again and placed after the next move. A bet refused
  // because the market was suspended at the tap leaves the pick in the slip, to place after the next move.
  let pickInSlip = true;
  for (let attempt = 0; attempt < 5; attempt++) {
    if (!pickInSlip) await addFromUpcoming(page, pick, STAKE, '/live');
    const bet = await placeAfterAMove(page, match.id);
    pickInSlip = bet === null;
    if (bet === null || bet.askedOdds === null) continue;
    const taken = `Placed at ${bet.odds.toFixed(2)}, you asked ${bet.askedOdds.toFixed(2)}`;
    await expect(page.getByText(taken)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/placed-toast-${width}.png` });
    await page.goto('/my-bets');
    await expect(page.getByTestId('active-bet').first().getByTestId('bet-odds-taken')).toHaveText(taken);
    await page.screenshot({ path: `${SHOTS}/my-bets-${width}.png` });
    return;
  }
  throw new Error(
    'No bet in five was placed at a moved price: each was at the odds asked or refused as suspended',
  );
});
