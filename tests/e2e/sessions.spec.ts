// Sessions on the paced simulator server (playwright.config.ts, projects 'paced' and 'paced-mobile': one
// second a ball). Issue 25 names the fast server, but at 0.2 s a ball an over lasts about 1.2 s, less
// than a player takes to pick a side and place the slip: the over bet on would be bowled before the bet.
// At one second a ball the second of the two next overs, chosen a ball or two into an over, starts 10 or
// 11 s later and ends about 6 s after that: long enough to bet on it, short enough to watch it settle.
// A player bets on the runs of that over from the Sessions tab of its match on /live; on My Bets, without
// a reload, the server settles the bet when the over ends (WON or LOST: a coin flip; VOID if the innings
// ends before the over is bowled), the balance rises by what it paid, and the bell says so.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  BALANCE_LINK,
  balanceOf,
  betSlip,
  expectNoSidewaysScroll,
  openMarket,
  PACED_WORLD_WAIT_MS,
  pickPrice,
  placeSlip,
  registerPlayer,
} from './support';

const STAKE = 1000;
const SHOTS = 'test-results/sessions';
/**
 * The over bet on ends at most 17 legal balls after it is chosen (17 s at one second a ball), with its
 * extras a few more; the server pays it within a second of its last ball.
 */
const OVER_SETTLED_MS = 40_000;

type Market = {
  id: number;
  name: string;
  kind: string;
  status: string;
  line: number | null;
  overs: number | null;
};
type LiveMatch = {
  id: number;
  currentOver: number;
  homeTeam: { name: string; shortName: string };
  awayTeam: { name: string; shortName: string };
  markets: Market[];
};
/** title: the session as its card names it; pick: the side with its line, as the slip and My Bets name it. */
type Session = { match: LiveMatch; market: Market; title: string; pick: string };

/** What the bell says of a settled bet, as the server writes it (settlement/tell-bet-results.ts). */
const NOTICES: Record<string, (match: string, paid: string) => { title: string; body: string }> = {
  WON: (match, paid) => ({
    title: `You won on ${match}`,
    body: `Your bet won: ${paid} paid to your wallet.`,
  }),
  LOST: (match) => ({ title: `Bet lost on ${match}`, body: 'Your bet lost.' }),
  VOID: (match, paid) => ({
    title: `Bet void on ${match}`,
    body: `Your bet was void: ${paid} refunded to your wallet.`,
  }),
};

async function liveMatches(request: APIRequestContext): Promise<LiveMatch[]> {
  const response = await request.get('/api/matches?status=LIVE');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { matches: LiveMatch[] }).matches;
}

/** The ball of the over being bowled ('11.3': 3). */
function ballOfOver(currentOver: number): number {
  return Math.round((currentOver % 1) * 10);
}

/**
 * The match's open OVER_RUNS market for the second of its next two overs (not started yet, so there is
 * time to bet on it), unless already tried. currentOver is the innings being played ('11.3': 11 overs
 * and 3 balls bowled, so over 12 is under way, and 13 and 14 are next).
 */
function secondNextOver(match: LiveMatch, side: string, tried: Set<number>): Session | null {
  const over = Math.floor(match.currentOver) + 2 + (ballOfOver(match.currentOver) > 0 ? 1 : 0);
  const market = match.markets.find(
    (m) => m.kind === 'OVER_RUNS' && m.status === 'OPEN' && m.overs === over && !tried.has(m.id),
  );
  if (!market) return null;
  return { match, market, title: `${market.name} · ${market.line}`, pick: `${side} ${market.line}` };
}

/** A live match offering the runs of its next overs (there are none between innings and between matches). */
async function liveMatchWithOvers(request: APIRequestContext, side: string, tried: Set<number>) {
  let found: LiveMatch | undefined;
  await expect
    .poll(
      async () => {
        found = (await liveMatches(request)).find((m) => secondNextOver(m, side, tried) !== null);
        return found?.id ?? null;
      },
      { timeout: PACED_WORLD_WAIT_MS, intervals: [500] },
    )
    .not.toBeNull();
  return found!;
}

/**
 * Puts `STAKE` on `side` of the second next over of a live match, from the Sessions tab of its card on
 * /live, and places the slip. The card is open before the over is chosen, so the bet goes on seconds
 * after. Null when the session closed meanwhile (the slip is cleared for the next).
 */
async function betOnNextOver(
  page: Page,
  side: string,
  tried: Set<number>,
  shot: string,
): Promise<Session | null> {
  const { id } = await liveMatchWithOvers(page.request, side, tried);
  await page.goto('/live');
  const card = page.locator(`[data-match-id="${id}"]`);
  await expect(card).toBeVisible({ timeout: 15_000 });
  const markets = await openMarket(card, 'Sessions');
  await expect(markets.getByTestId('session').first()).toBeVisible();
  await page.screenshot({ path: shot });
  await expectNoSidewaysScroll(page);
  // An over one or two balls old: the second next over is 10 or 11 balls away, time to bet on it.
  let match: LiveMatch | undefined;
  await expect
    .poll(
      async () => {
        match = (await liveMatches(page.request)).find((m) => m.id === id);
        return !match || [1, 2].includes(ballOfOver(match.currentOver));
      },
      { timeout: 20_000, intervals: [250] },
    )
    .toBe(true);
  const session = match && secondNextOver(match, side, tried);
  if (!session) return null;
  tried.add(session.market.id);
  const row = markets.getByTestId('session').filter({ has: page.getByText(session.title, { exact: true }) });
  await expect(row).toBeVisible();
  await pickPrice(row.getByTestId(`session-${side.toLowerCase()}`));
  const option = row.getByTestId('option-card');
  await option.getByRole('textbox', { name: `Stake for ${session.pick}` }).fill(String(STAKE));
  await option.getByRole('button', { name: 'Add to slip' }).click();
  if ((await placeSlip(page)) === 'placed') return session;
  await betSlip(page).getByRole('button', { name: 'Clear All' }).click();
  await page.keyboard.press('Escape');
  return null;
}

/** The player's bet on the market, through the API. */
async function myBet(request: APIRequestContext, status: 'all' | 'settled', marketId: number) {
  const response = await request.get(`/api/me/bets?status=${status}`);
  expect(response.ok()).toBe(true);
  const { bets } = (await response.json()) as {
    bets: { marketId: number; status: string; potentialPayout: number }[];
  };
  const bet = bets.find((b) => b.marketId === marketId);
  expect(bet, `a ${status} bet on market ${marketId}`).toBeDefined();
  return bet!;
}

/** The header's balance, as the player reads it. */
async function shownBalance(page: Page): Promise<number> {
  const name =
    (await page.getByRole('link', { name: BALANCE_LINK }).first().getAttribute('aria-label')) ?? '';
  return Number(name.replace(/[^\d.]/g, ''));
}

test('a bet on the next over settles by itself, paid and told without a reload @mobile', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(PACED_WORLD_WAIT_MS + 150_000);
  const width = testInfo.project.name === 'paced-mobile' ? 375 : 1280;
  // Both sides are played, one per width.
  const side = width === 375 ? 'No' : 'Yes';
  await registerPlayer(page, {}, baseURL);
  // The balance once the stake is taken (the bet may be settled before it can be read).
  const afterBet = (await balanceOf(page.request)) - STAKE;
  const tried = new Set<number>();
  const shot = `${SHOTS}/sessions-tab-${width}.png`;
  let session = await betOnNextOver(page, side, tried, shot);
  for (let attempt = 0; attempt < 3 && !session; attempt++)
    session = await betOnNextOver(page, side, tried, shot);
  expect(session, 'a bet placed on the next over of a live match').not.toBeNull();
  const { match, market } = session!;
  // In play the toss is known: the over's market names its batting side, and says it counts that over alone.
  const sides = [match.homeTeam.shortName, match.awayTeam.shortName];
  expect(sides.map((team) => `Only over ${market.overs} runs ${team}`)).toContain(market.name);

  // Straight to My Bets: the over starts in a few seconds, and may be decided a few balls into it.
  await page.goto('/my-bets');
  // A reload would drop this mark: every change below must arrive without one.
  await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
  const ofThisBet = { hasText: `${market.name} · ${match.homeTeam.name} vs ${match.awayTeam.name}` };
  const pending = page.getByTestId('active-bet').filter(ofThisBet);
  await expect(pending.getByTestId('bet-pick')).toHaveText(session!.pick);
  await expect(pending).toContainText('PENDING');
  const bet = await myBet(page.request, 'all', market.id);
  await page.screenshot({ path: `${SHOTS}/pending-${width}.png` });
  await expectNoSidewaysScroll(page);

  // The over is bowled: the server settles the bet and pays it, and My Bets follows over the stream.
  await expect(pending).toHaveCount(0, { timeout: OVER_SETTLED_MS });
  await page.getByRole('tab', { name: 'Settled Bets' }).click();
  const settled = page.getByTestId('settled-bet').filter(ofThisBet);
  await expect(settled.getByTestId('bet-pick')).toHaveText(session!.pick);
  const status = (await settled.getByText(/^(WON|LOST|VOID)$/).textContent())!;
  expect((await myBet(page.request, 'settled', market.id)).status).toBe(status);
  const paidText = (await settled.getByTestId('bet-payout').textContent())!;
  const paid = Number(paidText.replace(/[^\d.]/g, ''));
  expect(paid).toBe({ WON: bet.potentialPayout, LOST: 0, VOID: STAKE }[status]);
  await expect.poll(() => shownBalance(page)).toBeCloseTo(afterBet + paid, 2);
  expect(await balanceOf(page.request)).toBeCloseTo(afterBet + paid, 2);
  await page.screenshot({ path: `${SHOTS}/settled-${width}.png` });
  await expectNoSidewaysScroll(page);

  // The bell tells the player, with what the bet paid.
  const notice = NOTICES[status]!(`${match.homeTeam.shortName} vs ${match.awayTeam.shortName}`, paidText);
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await bell.click();
  await expect(page.getByRole('menuitem').filter({ hasText: notice.title })).toContainText(notice.body);
  await page.screenshot({ path: `${SHOTS}/bell-${width}.png` });
  await page.keyboard.press('Escape');
  expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
});
