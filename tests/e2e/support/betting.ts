// Steps of the betting journeys: find a match to bet on, add it to the slip from its card, place the slip.
import { expect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';

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
 * How long a picked match stays upcoming at least: a journey on a busy machine outlasts a minute, and a
 * match that starts meanwhile leaves /upcoming under the journey's feet.
 */
export const JOURNEY_LEAD_MS = 10 * 60_000;

/**
 * The earliest upcoming match starting at least `leadMs` from now with the market open (a lead keeps the
 * card on /upcoming while the test uses it), and its first option (the home team in a Match Winner market).
 */
export async function pickUpcoming(
  request: APIRequestContext,
  leadMs = JOURNEY_LEAD_MS,
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

/** A match of GET /api/matches?status=LIVE, as the live journeys read it. */
export type LiveMatch = {
  id: number;
  currentOver: number;
  homeTeam: { name: string };
  awayTeam: { name: string };
  homeScore: { overs: number };
  awayScore: { overs: number };
  markets: {
    id: number;
    name: string;
    status: string;
    options: { id: number; name: string; odds: number }[];
  }[];
};

/**
 * How long the paced world (a ball a second, seed 2025) can go without what its journeys wait for. A match
 * early in its first innings with Match Winner between 1.2 and 6 comes back within 310 s: the longest
 * stretch is a chase lopsided from its first ball, then two minutes with no match live. An over to bet on
 * comes back within 145 s. Where in that world a journey starts depends on how long the journeys before it
 * took, so each waits for the longest stretch.
 */
export const PACED_WORLD_WAIT_MS = 330_000;

/**
 * How long the fast world (a ball every 0.2 s, seed 2025, from slot 2025) can go without a live score
 * changing: 237 balls' time (47.4 s) in its first two hours, when no match is live between the league and
 * the playoffs. Its innings breaks last 2.2 s.
 */
export const FAST_WORLD_WAIT_MS = 60_000;

/**
 * A live match with at least 150 balls left (the first 15 overs of an innings, the other not batted yet)
 * and Match Winner open with the home team's odds where they move with each ball (a side all out early
 * leaves the chasers at 1.01, where no ball moves the price or the offer).
 */
export async function earlyLiveMatch(request: APIRequestContext): Promise<LiveMatch> {
  let found: LiveMatch | undefined;
  await expect
    .poll(
      async () => {
        const { matches } = (await (await request.get('/api/matches?status=LIVE')).json()) as {
          matches: LiveMatch[];
        };
        found = matches.find(
          (m) =>
            Math.min(m.homeScore.overs, m.awayScore.overs) === 0 &&
            Math.max(m.homeScore.overs, m.awayScore.overs) < 15 &&
            m.markets.some(
              (market) =>
                market.name === 'Match Winner' &&
                market.status === 'OPEN' &&
                market.options.some((o) => o.name === m.homeTeam.name && o.odds >= 1.2 && o.odds <= 6),
            ),
        );
        return found?.id ?? null;
      },
      { timeout: PACED_WORLD_WAIT_MS, intervals: [500] },
    )
    .not.toBeNull();
  return found!;
}

/** The price button of an option: its accessible name is the option and its odds ('Mumbai Indians 1.85'). */
export function priceButton(scope: Page | Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByRole('button', { name: new RegExp(`^${escaped} \\d+\\.\\d{2}$`) });
}

/** Far longer than a tap on 'All markets' takes to show on a busy machine. */
const TAP_SHOWS_WITHIN_MS = 2_000;

/**
 * Opens a match card's markets ('All markets', in Hindi 'सभी मार्केट') and its tab for the market;
 * returns where they show: under the card, or beside the list from 1024 px. The button toggles, and on a
 * board the list opens a card by itself (the first match is open until the player opens another, and the
 * first changes as matches start): a tap may close what the list opened since the look, so look again.
 */
export async function openMarket(card: Locator, marketName: string, allMarkets = 'All markets') {
  const all = card.getByRole('button', { name: allMarkets });
  await expect(async () => {
    if ((await all.getAttribute('aria-expanded')) !== 'true') await all.click();
    await expect(all).toHaveAttribute('aria-expanded', 'true', { timeout: TAP_SHOWS_WITHIN_MS });
  }).toPass({ timeout: 4 * TAP_SHOWS_WITHIN_MS });
  const markets = card.page().locator(`[id="${await all.getAttribute('aria-controls')}"]`);
  await markets.getByRole('tab', { name: marketName }).click();
  return markets;
}

/**
 * The bet slip: from 1280 px the column beside every player page, always open; narrower, the sheet its
 * button opens. Only one of them is on the page at a time.
 */
export const betSlip = (page: Page) => page.getByTestId('bet-slip');

/** Whether the page is wide enough (1280 px) for the slip to be a column of its own. */
export const slipIsColumn = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1280;

/** The slip, opened where it is a sheet (a tap on its button in the header or the phone's bar). */
export async function openSlip(page: Page): Promise<Locator> {
  if (!slipIsColumn(page))
    await page
      .getByRole('button', { name: /^(Open bet slip|बेट स्लिप खोलें)/ })
      .last()
      .click();
  await expect(betSlip(page)).toBeVisible();
  return betSlip(page);
}

/**
 * Puts the price's option on the slip: a tap, unless it is picked already (a second tap takes it off).
 * While its market is suspended (a ball's event, live) the tap waits for it to reopen, as a player does.
 */
export async function pickPrice(price: Locator) {
  if ((await price.getAttribute('aria-pressed')) !== 'true') await price.click();
  await expect(price).toHaveAttribute('aria-pressed', 'true');
}

/**
 * Adds the option to the slip from its card on /upcoming, or /live: its market opened, a tap on its
 * price (the pick goes on the slip and its option card opens), the stake typed there, then Add to slip.
 */
export async function addFromUpcoming(
  page: Page,
  pick: Pick | { match: LiveMatch; market: { name: string }; label: string },
  stake: number,
  list = '/upcoming',
) {
  await page.goto(list);
  const card = page.locator(`[data-match-id="${pick.match.id}"]`);
  await expect(card).toBeVisible({ timeout: 15_000 });
  const markets = await openMarket(card, pick.market.name);
  await pickPrice(priceButton(markets, pick.label).first());
  const optionCard = markets.getByTestId('option-card').filter({ hasText: pick.label }).first();
  await optionCard.getByRole('textbox', { name: `Stake for ${pick.label}` }).fill(String(stake));
  await optionCard.getByRole('button', { name: 'Add to slip' }).click();
  const sheet = betSlip(page);
  await expect(sheet.getByText(`${pick.match.homeTeam.name} vs ${pick.match.awayTeam.name}`)).toBeVisible();
  return sheet;
}

/** What the open slip lets the player do now. */
async function slipState(page: Page): Promise<'accept' | 'place' | 'closed' | 'wait'> {
  const sheet = betSlip(page);
  if (await sheet.getByRole('button', { name: 'Accept new odds' }).isVisible()) return 'accept';
  if (await sheet.getByRole('button', { name: 'Place Bets' }).isEnabled()) return 'place';
  if (await sheet.getByText('Market closed').isVisible()) return 'closed';
  // Suspended for the ball's event, or the request is under way.
  return 'wait';
}

/** Far longer than placing a slip takes on a busy machine, and well within a journey's timeout. */
const PLACING_ANSWERS_WITHIN_MS = 10_000;
/** Far longer than a delivered click takes to send the slip's request on a busy machine. */
const CLICK_SENDS_WITHIN_MS = 2_000;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The slip, dialogs, alerts and toasts on the page, for a failure's message. */
async function whatThePageShows(page: Page): Promise<string> {
  const texts = await page
    .locator(
      '[data-testid="bet-slip"], [role="dialog"], [role="alert"], [role="status"], [data-sonner-toast]',
    )
    .allInnerTexts()
    .catch(() => []);
  return texts.map((text) => JSON.stringify(text.replace(/\s+/g, ' ').trim())).join('; ') || 'nothing';
}

/**
 * Places the open slip: accepts moved odds (on a live match they move every ball, so Place Bets may be
 * disabled again by the time it is clicked), waits out a suspension, and sends it. 'closed' when the
 * market closed meanwhile; throws when the odds never hold still long enough.
 */
export async function placeSlip(page: Page): Promise<'placed' | 'closed'> {
  const sheet = betSlip(page);
  for (let attempt = 0; attempt < 15; attempt += 1) {
    // Set in the poll below (the cast keeps TypeScript from narrowing it to 'wait').
    let state = 'wait' as Awaited<ReturnType<typeof slipState>>;
    await expect
      .poll(async () => (state = await slipState(page)), { timeout: 30_000 })
      .not.toBe('wait')
      .catch(async (error: unknown) => {
        throw new Error(`The slip never let the bet be placed: ${await whatThePageShows(page)}`, {
          cause: error,
        });
      });
    if (state === 'closed') return 'closed';
    // Accepted, then placed at once: on a live match the next ball may move the odds again.
    if (state === 'accept')
      await sheet
        .getByRole('button', { name: 'Accept new odds' })
        .click({ timeout: 2_000 })
        .catch(() => undefined);
    // Bounded, so that a click the page does not send fails with what the page showed instead.
    const isPlacement = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/bets';
    const answer = page.waitForResponse((r) => isPlacement(r.request()), {
      timeout: PLACING_ANSWERS_WITHIN_MS,
    });
    const sent = page.waitForRequest(isPlacement, { timeout: PLACING_ANSWERS_WITHIN_MS }).then(
      () => true,
      () => false,
    );
    // The odds can move between the check and the click, disabling the button: then look again.
    const clicked = await sheet
      .getByRole('button', { name: 'Place Bets' })
      .click({ timeout: 1_000 })
      .then(
        () => true,
        () => false,
      );
    // A click can time out after it was delivered (Playwright then waits on navigations): the slip's
    // request says whether it was.
    if (!clicked && !(await Promise.race([sent, delay(CLICK_SENDS_WITHIN_MS).then(() => false)]))) {
      answer.catch(() => undefined);
      continue;
    }
    const response = await answer.catch(async (error: unknown) => {
      throw new Error(
        `Place Bets was clicked, but no POST /api/bets answered: ${await whatThePageShows(page)}`,
        {
          cause: error,
        },
      );
    });
    if (response.ok()) {
      await expect(page.getByText('Bets placed successfully!')).toBeVisible();
      return 'placed';
    }
    const { error } = (await response.json()) as { error?: { code?: string } };
    if (error?.code === 'MATCH_CLOSED') return 'closed';
  }
  throw new Error('Could not place the slip: odds kept moving');
}

/**
 * Places `amount` on the pick through the API, for a journey about what comes after (the request's or
 * the page's session). The odds may move between reading and placing: then the pick is read again.
 */
export async function placeBetWithApi(target: APIRequestContext | Page, pick: Pick, amount: number) {
  const request = 'goto' in target ? target.request : target;
  const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 3210}`;
  let odds = pick.option.odds;
  for (let attempt = 0; attempt < 5; attempt++) {
    const response = await request.post('/api/bets', {
      headers: { Origin: new URL(baseURL).origin },
      data: {
        idempotencyKey: crypto.randomUUID(),
        selections: [
          { matchId: pick.match.id, marketId: pick.market.id, optionId: pick.option.id, amount, odds },
        ],
      },
    });
    if (response.status() === 201) return ((await response.json()) as { bets: { id: string }[] }).bets[0]!;
    const body = (await response.json()) as { error: { code: string } };
    expect(body.error.code, JSON.stringify(body)).toBe('ODDS_CHANGED');
    const { matches } = (await (await request.get('/api/matches?status=UPCOMING')).json()) as {
      matches: Match[];
    };
    const market = matches.find((m) => m.id === pick.match.id)?.markets.find((m) => m.id === pick.market.id);
    odds = market?.options.find((o) => o.id === pick.option.id)?.odds ?? odds;
  }
  throw new Error('Could not place the bet: the odds kept moving');
}

/**
 * The first active bet's "Placed …" line under My Bets: whole, on one line of its card (nothing cut
 * off, nothing wrapped), and no internal match id beside it (`matchIdLabel` in the page's language).
 */
export async function expectPlacedAtOnOneLine(page: Page, placed: RegExp, matchIdLabel: string) {
  const bet = page.getByTestId('active-bet').first();
  const line = bet.getByTestId('bet-placed-at');
  await expect(line).toHaveText(placed);
  const fits = await line.evaluate((el) => {
    const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
    return el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().height < lineHeight * 1.5;
  });
  expect(fits).toBe(true);
  await expect(bet).not.toContainText(matchIdLabel);
}
