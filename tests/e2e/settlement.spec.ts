// Settlement through the back office, on the fast-simulator server (playwright.config.ts, project
// 'fast', where matches finish in about a minute): the whole bet lifecycle, a toss, a failure's
// details, and a void with its reason.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  addFromUpcoming,
  balanceOf,
  expectToast,
  openBackOfficePage,
  pickUpcoming,
  placeSlip,
  registerPlayer,
  settlementRow,
  signInAsAdmin,
  signInToBackOffice,
} from './support';

const STAKE = 500;
const MATCHES = /Matches waiting for settlement/;
const TOSSES = /Tosses waiting for settlement/;

type Pending = {
  id: number;
  homeTeam: string;
  awayTeam: string;
  suggestedWinner: string | null;
  feedAgrees: boolean;
};

/** The first page of the pending list, as the Match Settlements tab first shows it (or all: 100). */
async function pendingMatches(request: APIRequestContext, query = ''): Promise<Pending[]> {
  const response = await request.get(`/api/admin/settlements/pending${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { matches: Pending[] }).matches;
}

/**
 * Waits for a match to end: 'completed' once it waits for settlement, 'called-off' once it has left
 * the live and upcoming lists without (abandoned or postponed by the simulator's weather).
 */
async function matchEnd(player: APIRequestContext, admin: APIRequestContext, matchId: number) {
  const listed = async (status: 'LIVE' | 'UPCOMING') => {
    const { matches } = (await (await player.get(`/api/matches?status=${status}`)).json()) as {
      matches: { id: number }[];
    };
    return matches.some((m) => m.id === matchId);
  };
  let end: 'completed' | 'called-off' | null = null;
  await expect
    .poll(
      async () => {
        // The lists first: a match that completes leaves them as it enters the pending list, so
        // gone from the lists and still not pending means called off.
        const listedNow = (await listed('LIVE')) || (await listed('UPCOMING'));
        if ((await pendingMatches(admin, '?hasBets=true&pageSize=100')).some((m) => m.id === matchId))
          end = 'completed';
        else if (!listedNow) end = 'called-off';
        return end;
      },
      { timeout: 180_000, intervals: [2_000] },
    )
    .not.toBeNull();
  return end!;
}

/** The operator on Results & Settlement, and `request` signed in as an admin for the API's view. */
async function openResultsAsAdmin(page: Page, request: APIRequestContext, baseURL: string | undefined) {
  await signInAsAdmin(request, baseURL);
  await signInToBackOffice(page);
  await openBackOfficePage(page, 'Results & Settlement');
}

/** Chooses a team in a row's dropdown. */
async function chooseTeam(page: Page, row: ReturnType<typeof settlementRow>, label: RegExp, team: string) {
  await row.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: team, exact: true }).click();
}

test('a bet placed on /upcoming is paid after an admin settles the match, and taken back when the admin corrects it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(480_000);
  await registerPlayer(page, {}, baseURL);
  const operator = await browser.newContext({ baseURL });
  const admin = await operator.newPage();
  try {
    await signInToBackOffice(admin);
    await openBackOfficePage(admin, 'Results & Settlement');

    // About 3 in 100 simulated matches are called off (rain): bet again on the next one if so.
    let pick: Awaited<ReturnType<typeof pickUpcoming>> | null = null;
    let afterPlacing = 0;
    for (let attempt = 0; attempt < 3 && !pick; attempt++) {
      const candidate = await pickUpcoming(page.request, 20_000);
      await addFromUpcoming(page, candidate, STAKE);
      expect(await placeSlip(page)).toBe('placed');
      afterPlacing = await balanceOf(page.request);
      if ((await matchEnd(page.request, admin.request, candidate.match.id)) === 'completed') pick = candidate;
    }
    expect(pick, 'a match that was played to a result').not.toBeNull();
    const [home, away] = [pick!.match.homeTeam.name, pick!.match.awayTeam.name];
    const settledBet = () => page.getByTestId('settled-bet').filter({ hasText: `${home} vs ${away}` });

    // The row appears by itself when the match completes (the back office listens); among the
    // matches with bets, it is on the first page.
    await admin.getByRole('switch', { name: 'Only matches with bets' }).click();
    const row = settlementRow(admin, MATCHES, pick!.match.id);
    await expect(row).toBeVisible({ timeout: 20_000 });
    await expect(row).toContainText(/1 bet · ₹500(\.00)? staked/);

    const suggested = (await pendingMatches(admin.request, '?hasBets=true&pageSize=100')).find(
      (m) => m.id === pick!.match.id,
    )!.suggestedWinner;
    await chooseTeam(admin, row, /Winner of match/, home);
    await row.getByRole('button', { name: 'Settle' }).click();
    // Against the feed's result, the admin must type the team to confirm.
    const confirm = admin.getByRole('dialog', { name: 'Settle against the recorded result?' });
    if (suggested && suggested !== home) {
      await expect(confirm.getByRole('button', { name: `Settle for ${home}` })).toBeDisabled();
      await confirm.getByLabel(`Type ${home} to confirm`).fill(home);
      await confirm.getByRole('button', { name: `Settle for ${home}` }).click();
    }
    await expectToast(admin, `Match #${pick!.match.id} has been settled successfully`);
    await expect(row).toBeHidden();

    // The player hears of it on the page they are on, without a reload: the bell counts it.
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.click();
    await expect(page.getByRole('menuitem').filter({ hasText: `You won on ` })).toContainText(
      'paid to your wallet',
    );
    await page.keyboard.press('Escape');

    await page.goto('/my-bets');
    await page.getByRole('tab', { name: 'Settled Bets' }).click();
    await expect(settledBet()).toContainText('WON');
    const payout = Number(
      (await settledBet().getByTestId('bet-payout').textContent())?.replace(/[^\d.]/g, ''),
    );
    expect(payout).toBeGreaterThan(STAKE);
    expect(await balanceOf(page.request)).toBeCloseTo(afterPlacing + payout, 2);

    // The admin corrects the result within 48 hours: the payout is reversed, the bet settled again.
    await admin.getByRole('tab', { name: 'Recently Settled' }).click();
    const settled = admin
      .getByRole('table', { name: 'Recently settled matches' })
      .locator(`tr[data-row-id="${pick!.match.id}"]`);
    await expect(settled).toContainText('correctable until');
    await settled.getByRole('button', { name: 'Correct result' }).click();
    const dialog = admin.getByRole('dialog', { name: `Correct the result of match #${pick!.match.id}` });
    await expect(dialog.getByRole('combobox')).toHaveText(away);
    await expect(dialog.getByRole('button', { name: 'Resettle' })).toBeDisabled();
    await dialog.getByLabel('Reason').fill('Settled on the wrong team');
    await dialog.getByRole('button', { name: 'Resettle' }).click();
    await expectToast(admin, `Match #${pick!.match.id} has been resettled`);
    await expect(settled).toContainText(away);

    // The player's page follows over the live stream: LOST, and the balance back where it was.
    await expect(settledBet()).toContainText('LOST');
    await expect.poll(() => balanceOf(page.request)).toBeCloseTo(afterPlacing, 2);

    await openBackOfficePage(admin, 'Dashboard');
    await admin.getByRole('tab', { name: 'Recent Activity' }).click();
    await expect(admin.getByRole('table', { name: 'Recent admin activity' })).toContainText(
      `Corrected the result of match #${pick!.match.id}: ${home} → ${away}`,
    );
  } finally {
    await operator.close();
  }
});

test('an admin settles a toss from the Toss Settlements tab', async ({ page }) => {
  await signInToBackOffice(page);
  await openBackOfficePage(page, 'Results & Settlement');
  await page.getByRole('tab', { name: 'Toss Settlements' }).click();
  const first = page.getByRole('table', { name: TOSSES }).locator('tbody tr').first();
  await expect(first).toBeVisible({ timeout: 60_000 });
  // Pinned by its id: the fast simulator keeps adding tosses, and a newer one can become the first row.
  const matchId = Number(await first.getAttribute('data-row-id'));
  const row = settlementRow(page, TOSSES, matchId);
  const settle = row.getByRole('button', { name: 'Settle Toss' });
  await expect(settle).toBeDisabled();
  await row.getByRole('combobox', { name: /Toss winner of match/ }).click();
  await page.getByRole('option').first().click();
  await settle.click();
  await expectToast(page, `Toss for match #${matchId} has been settled successfully`);
  await expect(row).toBeHidden();
});

test('a settlement the server refuses shows the Settlement Error Details', async ({
  page,
  request,
  baseURL,
}) => {
  await openResultsAsAdmin(page, request, baseURL);
  const [target] = await pendingMatches(request);
  expect(target, 'a completed match waiting for settlement').toBeDefined();
  const row = settlementRow(page, MATCHES, target!.id);
  await expect(row).toBeVisible();
  const winner = target!.suggestedWinner ?? target!.homeTeam;
  await chooseTeam(page, row, /Winner of match/, winner);

  // Another admin settles it while this page's Settle is on its way, so the server refuses this one.
  // Settled before the click instead, the page could learn of it and drop the row first.
  let firstStatus = 0;
  await page.route(
    `**/api/admin/matches/${target!.id}/settle`,
    async (route) => {
      const first = await request.post(`/api/admin/matches/${target!.id}/settle`, {
        headers: { Origin: new URL(baseURL!).origin },
        data: { winningTeam: winner },
      });
      firstStatus = first.status();
      await route.continue();
    },
    { times: 1 },
  );
  await row.getByRole('button', { name: 'Settle' }).click();

  await expectToast(page, 'Failed to settle match');
  expect(firstStatus).toBe(200);
  const details = page.getByRole('dialog', { name: 'Settlement Error Details' });
  await expect(details).toContainText(`#${target!.id}`);
  await expect(details).toContainText(winner);
  await expect(details.getByTestId('settlement-error-message')).toHaveText(
    `Match #${target!.id} has already been settled`,
  );
  await expect(details).toContainText('If this problem persists, please contact the development team.');
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(details).toBeHidden();
  await expect(row).toBeHidden();
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('an admin voids a match with a reason, and the activity log records it', async ({
    page,
    request,
    baseURL,
  }) => {
    await openResultsAsAdmin(page, request, baseURL);
    const [target] = await pendingMatches(request);
    expect(target, 'a completed match waiting for settlement').toBeDefined();
    const row = settlementRow(page, MATCHES, target!.id);
    await row.getByRole('button', { name: `Void match #${target!.id}` }).click();

    const dialog = page.getByRole('dialog', { name: `Void match #${target!.id}` });
    await expect(dialog.getByRole('button', { name: 'Void Match' })).toBeDisabled();
    await dialog.getByLabel('Reason').fill('No result: rain');
    await dialog.getByRole('button', { name: 'Void Match' }).click();
    await expectToast(page, `Match #${target!.id} has been voided and its stakes refunded`);
    await expect(row).toBeHidden();

    await openBackOfficePage(page, 'Dashboard');
    await page.getByRole('tab', { name: 'Recent Activity' }).click();
    await expect(page.getByRole('table', { name: 'Recent admin activity' })).toContainText(
      `Voided match #${target!.id}: No result: rain`,
    );
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('an operator bulk-settles the results the feed agrees on, after confirming them', async ({
    page,
    request,
    baseURL,
  }) => {
    await openResultsAsAdmin(page, request, baseURL);
    const firstPage = await pendingMatches(request);
    expect(
      firstPage.some((m) => m.feedAgrees),
      'a completed match whose feed names its winner',
    ).toBe(true);

    // The filter is a toggle; off again, the first page is back.
    const hasBets = page.getByRole('switch', { name: 'Only matches with bets' });
    await hasBets.click();
    await expect(hasBets).toBeChecked();
    await hasBets.click();
    await expect(hasBets).not.toBeChecked();
    await expect(settlementRow(page, MATCHES, firstPage[0]!.id)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pages of matches' })).toContainText(
      /of \d+ · page 1 of/,
    );

    // The page's feed-agreed matches (the live sync may complete more while this runs: read the page).
    const bulk = page.getByRole('button', { name: /^Settle feed results \(\d+\)$/ });
    await bulk.scrollIntoViewIfNeeded();
    await expect(bulk).toBeInViewport();
    await bulk.click();
    const dialog = page.getByRole('dialog', { name: /on the feed's result\?$/ });
    const listed = dialog.getByRole('list', { name: 'Matches to settle' }).getByRole('listitem');
    await expect(listed.first()).toBeVisible();
    const agreed = (await listed.allTextContents()).map((text) => {
      const [, id, winner] = /^#(\d+) · .+ vs .+Winner: (.+?)( · |$)/.exec(text)!;
      return { id: Number(id), winner: winner! };
    });
    const shown = firstPage.filter((m) => m.feedAgrees);
    expect(agreed.map((m) => m.id)).toEqual(expect.arrayContaining(shown.map((m) => m.id)));
    for (const m of shown)
      expect(agreed.find((a) => a.id === m.id)?.winner, `match #${m.id}`).toBe(m.suggestedWinner);
    const confirm = dialog.getByRole('button', { name: /^Settle \d+ match(es)?$/ });
    await expect(confirm).toBeInViewport();
    await confirm.click();

    // The summary: every match settled (none changed between the look and the click).
    const settledCount = `Settled ${agreed.length} ${agreed.length === 1 ? 'match' : 'matches'}`;
    const summary = page.getByRole('dialog', { name: settledCount, exact: true });
    await expect(summary).toBeVisible();
    await expect(
      summary.getByRole('listitem').filter({ hasText: `Match #${agreed[0]!.id} settled` }),
    ).toContainText(agreed[0]!.winner);
    await summary.getByRole('button', { name: 'Close' }).last().click();
    await expect(summary).toBeHidden();
    for (const m of agreed) await expect(settlementRow(page, MATCHES, m.id)).toBeHidden();
    const stillPending = (await pendingMatches(request, '?pageSize=100')).map((m) => m.id);
    expect(stillPending.filter((id) => agreed.some((m) => m.id === id))).toEqual([]);

    // Audited per match like a single settle; the last one settled heads the activity log.
    const last = agreed[agreed.length - 1]!;
    await openBackOfficePage(page, 'Dashboard');
    await page.getByRole('tab', { name: 'Recent Activity' }).click();
    await expect(page.getByRole('table', { name: 'Recent admin activity' })).toContainText(
      `Settled match #${last.id}: ${last.winner}`,
    );
  });
});
