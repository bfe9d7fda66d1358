// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Me } from '@shared/contracts/me';
import { setupDomTests, stubLayoutApis } from '@/test/dom';
import { errorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub';
import { testBet, testMarket, testMatch, testPlayer, testSlipEntry } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { loadLazyParts } from '@/test/lazy-parts';
import { betSlipStore } from '../store';
import type { SlipSelection } from '@/lib/slip-selection';
import { NEGATIVE_BALANCE_MESSAGE } from '@shared/contracts/errors';
import { BetSlipOverlay } from './bet-slip-overlay';
import { INSUFFICIENT_BALANCE_TEXT } from './bet-slip-panel';
import { matchesKeys } from '@/lib/live-odds';
import { meQueryKey } from '@/lib/signed-in';
import { betsKeys } from '@/lib/query-keys';
import type { Preferences } from '@shared/contracts/notifications';
import type { MyBook } from '@shared/contracts/book';
import type { OddsChangePreference } from '@shared/statuses';

type Api = {
  me: Me | null;
  placeBets: (body: unknown) => Response | Promise<Response>;
  /** The account's odds preference (HIGHER unless given); a PUT of the preferences changes it. */
  oddsChange?: OddsChangePreference;
  /** The player's book on the match (GET /api/me/book): no bets unless given. */
  book?: MyBook;
};

const preferences = (oddsChange: OddsChangePreference): Preferences => ({
  betResults: true,
  matchReminders: true,
  specialOffers: true,
  realityCheckMinutes: 30,
  oddsChange,
  quickStakes: [100, 500, 1000],
});

function stubApi(api: Api) {
  let saved = preferences(api.oddsChange ?? 'HIGHER');
  return stubFetch({
    me: api.me,
    handle: (url, init) => {
      if (url === '/api/bets' && init.method === 'POST') return api.placeBets(JSON.parse(String(init.body)));
      if (url.startsWith('/api/me/bets')) return jsonResponse({ bets: [] });
      if (url.startsWith('/api/me/book')) return jsonResponse(api.book ?? { matchId: 1, markets: [] });
      if (url === '/api/me/preferences') {
        if (init.method === 'PUT') saved = JSON.parse(String(init.body)) as Preferences;
        return jsonResponse(saved);
      }
      return undefined;
    },
  });
}

async function renderSlip(api: Api, entries: SlipSelection[] = [testSlipEntry()]) {
  const fetchMock = stubApi(api);
  const result = renderWithProviders(<BetSlipOverlay />);
  act(() => {
    for (const entry of entries) betSlipStore.add(entry);
  });
  const sheet = await screen.findByRole('dialog');
  // Wait for /api/me (and a player's preferences) to settle before interacting.
  await waitFor(() => expect(result.queryClient.getQueryState(meQueryKey)?.status).toBe('success'));
  if (api.me)
    await waitFor(() =>
      expect(result.queryClient.getQueryState(['account', 'preferences'])?.status).toBe('success'),
    );
  return { ...result, fetchMock, sheet };
}

/** The match lists' copy of the slip's option (Mumbai Indians, market 10), OPEN at `odds`. */
const liveAt = (odds: number, status: 'OPEN' | 'SUSPENDED' = 'OPEN') => ({
  total: 1,
  matches: [
    testMatch({
      markets: [testMarket({ status, options: [{ id: 100, name: 'Mumbai Indians', odds, layOdds: null }] })],
    }),
  ],
});

/** As `liveAt`, in play: a bet on the market waits out `betDelaySeconds` before it is answered. */
const inPlayAt = (odds: number, betDelaySeconds = 5) => ({
  total: 1,
  matches: [
    testMatch({
      markets: [
        testMarket({ betDelaySeconds, options: [{ id: 100, name: 'Mumbai Indians', odds, layOdds: null }] }),
      ],
    }),
  ],
});

/** An answer the test gives when it chooses: the server holding an in-play bet for its delay. */
function heldAnswer() {
  let answer!: (response: Response) => void;
  const response = new Promise<Response>((resolve) => (answer = resolve));
  return { response, answer };
}

const delayRefused = (reason: string) =>
  jsonResponse(
    {
      error: {
        code: 'BET_DELAY_REFUSED',
        message: 'The bet was refused at the end of its in-play delay',
        details: { reason },
      },
    },
    409,
  );

beforeEach(() => {
  betSlipStore.clear();
  betSlipStore.setOpen(false);
  localStorage.clear();
});

setupDomTests();
stubLayoutApis();

beforeAll(loadLazyParts);

describe('BetSlipOverlay', () => {
  it('shows no slip bar with an empty slip, and the empty state when the slip is opened', async () => {
    stubApi({ me: null, placeBets: () => jsonResponse({}) });
    renderWithProviders(<BetSlipOverlay />);
    expect(screen.queryByRole('button', { name: /Open bet slip/ })).not.toBeInTheDocument();
    act(() => betSlipStore.setOpen(true));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText('Your bet slip is empty')).toBeInTheDocument();
    expect(
      within(sheet).getByText('Select odds from live or upcoming matches to add to your bet slip.'),
    ).toBeInTheDocument();
  });

  it('shows entries, totals and a count badge, and removes an entry with a toast', async () => {
    const { sheet } = await renderSlip({ me: testPlayer, placeBets: () => jsonResponse({}) }, [
      testSlipEntry(),
      testSlipEntry({
        matchId: 2,
        optionName: 'Gujarat Titans',
        homeTeam: 'Gujarat Titans',
        odds: 2.25,
        amount: 100,
      }),
    ]);
    expect(screen.getByTestId('bet-slip-count')).toHaveTextContent('2');
    expect(within(sheet).getByText('Mumbai Indians vs Chennai Super Kings')).toBeInTheDocument();
    expect(
      within(sheet)
        .getAllByTestId('entry-return')
        .map((e) => e.textContent),
    ).toEqual(['₹950.00', '₹225.00']);
    expect(within(sheet).getByText('₹10,000')).toBeInTheDocument(); // available balance
    expect(within(sheet).getByText('₹600')).toBeInTheDocument(); // total stake
    expect(within(sheet).getByText('₹1,175.00')).toBeInTheDocument(); // potential payout

    await userEvent.click(within(sheet).getByRole('button', { name: 'Remove Gujarat Titans from bet slip' }));
    expect(await screen.findByText('Bet removed from slip')).toBeInTheDocument();
    expect(betSlipStore.getState().entries).toHaveLength(1);
  });

  it('keeps the stake to digits and flags a stake below the minimum', async () => {
    const { sheet } = await renderSlip({ me: testPlayer, placeBets: () => jsonResponse({}) });
    const stake = within(sheet).getByLabelText('Stake (₹)');
    await userEvent.clear(stake);
    await userEvent.type(stake, '5a0');
    expect(stake).toHaveValue('50');
    expect(within(sheet).getByText('Minimum bet amount is ₹100')).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Place Bets' })).toBeDisabled();
  });

  it('disables Place Bets with the insufficient balance text', async () => {
    const { sheet } = await renderSlip({
      me: { ...testPlayer, balance: 200 },
      placeBets: () => jsonResponse({}),
    });
    expect(within(sheet).getByText(INSUFFICIENT_BALANCE_TEXT)).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Place Bets' })).toBeDisabled();
  });

  it('says why a player below zero (after a corrected settlement) cannot bet', async () => {
    const { sheet } = await renderSlip({
      me: { ...testPlayer, balance: -1000 },
      placeBets: () => jsonResponse({}),
    });
    expect(within(sheet).getByRole('alert')).toHaveTextContent(NEGATIVE_BALANCE_MESSAGE);
    expect(within(sheet).queryByText(INSUFFICIENT_BALANCE_TEXT)).not.toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Place Bets' })).toBeDisabled();
  });

  it('opens the login dialog when signed out', async () => {
    const { sheet, fetchMock } = await renderSlip({ me: null, placeBets: () => jsonResponse({}) });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Place Bets' }));
    expect(await screen.findByText('Please log in to place a bet')).toBeInTheDocument();
    expect(await screen.findByText('Welcome Back')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/bets')).toBe(false);
  });

  it('places the slip, toasts, clears it and sets the new balance', async () => {
    const bodies: unknown[] = [];
    const { sheet, queryClient } = await renderSlip({
      me: testPlayer,
      placeBets: (body) => {
        bodies.push(body);
        return jsonResponse({ bets: [testBet()], balance: 9500 }, 201);
      },
    });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Place Bets' }));
    expect(await screen.findByText('Bets placed successfully!')).toBeInTheDocument();
    expect(betSlipStore.getState().entries).toEqual([]);
    expect(bodies[0]).toEqual({
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      oddsChange: 'HIGHER',
      selections: [{ matchId: 1, marketId: 10, optionId: 100, side: 'BACK', amount: 500, odds: 1.9 }],
    });
    expect(queryClient.getQueryData<Me>(meQueryKey)?.balance).toBe(9500);
  });

  it('shows the server message when placing fails', async () => {
    const { sheet } = await renderSlip({
      me: testPlayer,
      placeBets: () => errorResponse(409, 'MARKET_CLOSED', 'This market is closed for betting'),
    });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Place Bets' }));
    expect(await screen.findByText('This market is closed for betting')).toBeInTheDocument();
    expect(betSlipStore.getState().entries).toHaveLength(1);
  });

  it('on ODDS_CHANGED with Ask me shows old and new odds and requires acceptance before placing again', async () => {
    const bodies: { idempotencyKey: string; selections: { odds: number }[] }[] = [];
    let answer: 'changed' | 'ok' = 'changed';
    const { sheet } = await renderSlip({
      me: testPlayer,
      oddsChange: 'ASK',
      placeBets: (body) => {
        bodies.push(body as (typeof bodies)[number]);
        if (answer === 'changed')
          return jsonResponse(
            {
              error: {
                code: 'ODDS_CHANGED',
                message: 'Odds have changed',
                details: { changes: [{ marketId: 10, optionId: 100, odds: 2.05 }] },
              },
            },
            409,
          );
        return jsonResponse({ bets: [testBet({ odds: 2.05 })], balance: 9500 }, 201);
      },
    });
    const placeButton = within(sheet).getByRole('button', { name: 'Place Bets' });
    await userEvent.click(placeButton);
    expect(await screen.findByText('Odds have changed')).toBeInTheDocument();
    expect(within(sheet).getByLabelText('old odds 1.90')).toBeInTheDocument();
    expect(within(sheet).getByLabelText('new odds 2.05')).toBeInTheDocument();
    expect(placeButton).toBeDisabled();

    await userEvent.click(within(sheet).getByRole('button', { name: 'Accept new odds' }));
    expect(within(sheet).queryByRole('button', { name: 'Accept new odds' })).not.toBeInTheDocument();
    expect(placeButton).toBeEnabled();

    answer = 'ok';
    await userEvent.click(placeButton);
    await waitFor(() => expect(betSlipStore.getState().entries).toEqual([]));
    expect(bodies[1]?.selections[0]?.odds).toBe(2.05);
    expect(bodies[1]?.idempotencyKey).not.toBe(bodies[0]?.idempotencyKey);
  });

  it('follows live odds from the match caches and shows a suspended market', async () => {
    const { sheet, queryClient } = await renderSlip({ me: testPlayer, placeBets: () => jsonResponse({}) });
    const market = (status: 'OPEN' | 'SUSPENDED', odds: number) => liveAt(odds, status);
    act(() => queryClient.setQueryData(matchesKeys.list('LIVE'), market('OPEN', 1.75)));
    expect(await within(sheet).findByLabelText('new odds 1.75')).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Place Bets' })).toBeDisabled();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Accept new odds' }));
    expect(betSlipStore.getState().entries[0]?.odds).toBe(1.75);
    expect(within(sheet).getByRole('button', { name: 'Place Bets' })).toBeEnabled();

    act(() => queryClient.setQueryData(matchesKeys.list('LIVE'), market('SUSPENDED', 1.75)));
    expect(await within(sheet).findByText('Market suspended')).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Place Bets' })).toBeDisabled();
  });

  it('with Accept higher odds places over a higher live price and says the odds taken', async () => {
    const bodies: { oddsChange?: string; selections: { odds: number }[] }[] = [];
    const { sheet, queryClient } = await renderSlip({
      me: testPlayer,
      oddsChange: 'ASK',
      placeBets: (body) => {
        bodies.push(body as (typeof bodies)[number]);
        return jsonResponse({ bets: [testBet({ odds: 2.05, askedOdds: 1.9 })], balance: 9500 }, 201);
      },
    });
    act(() => queryClient.setQueryData(matchesKeys.list('LIVE'), liveAt(2.05)));
    // Ask me: the higher price must be accepted.
    expect(await within(sheet).findByRole('button', { name: 'Accept new odds' })).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Place Bets' })).toBeDisabled();
    // Accept higher odds (saved from another screen): it is taken as it is.
    act(() => queryClient.setQueryData(['account', 'preferences'], preferences('HIGHER')));
    await waitFor(() =>
      expect(within(sheet).queryByRole('button', { name: 'Accept new odds' })).not.toBeInTheDocument(),
    );
    await userEvent.click(within(sheet).getByRole('button', { name: 'Place Bets' }));
    expect(await screen.findByText('Placed at 2.05, you asked 1.90')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ oddsChange: 'HIGHER', selections: [{ odds: 1.9 }] });
  });

  it("sets Accept any odds in the slip's settings: a lower price no longer stops Place Bets", async () => {
    const { sheet, queryClient, fetchMock } = await renderSlip({
      me: testPlayer,
      placeBets: () => jsonResponse({}),
    });
    act(() => queryClient.setQueryData(matchesKeys.list('LIVE'), liveAt(1.75)));
    expect(await within(sheet).findByRole('button', { name: 'Accept new odds' })).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Bet slip settings' }));
    await userEvent.click(within(sheet).getByRole('combobox', { name: 'When odds change' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Accept any odds' }));
    expect(await screen.findByText('Odds preference saved')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/me/preferences' && init?.method === 'PUT',
    );
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ oddsChange: 'ANY' });
    expect(within(sheet).queryByRole('button', { name: 'Accept new odds' })).not.toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Place Bets' })).toBeEnabled();
  });

  describe('in play', () => {
    it('counts the delay down while the bet waits, then on a refusal says why and keeps the slip to try again', async () => {
      const bodies: { idempotencyKey: string }[] = [];
      const answers = [heldAnswer(), heldAnswer()];
      const { sheet, queryClient } = await renderSlip({
        me: testPlayer,
        placeBets: (body) => {
          bodies.push(body as (typeof bodies)[number]);
          return answers[bodies.length - 1]!.response;
        },
      });
      act(() => queryClient.setQueryData(matchesKeys.list('LIVE'), inPlayAt(1.9)));
      await userEvent.click(within(sheet).getByRole('button', { name: 'Place Bets' }));

      expect(within(sheet).getByText('In-play delay: 5 s')).toBeInTheDocument();
      expect(within(sheet).getByRole('progressbar', { name: 'In-play delay' })).toBeInTheDocument();
      expect(within(sheet).getByRole('button', { name: 'Placing Bets...' })).toBeDisabled();
      expect(within(sheet).getByLabelText('Stake (₹)')).toBeDisabled();

      // The ball bowled meanwhile moved the price (the stream's update), and the server refused the bet.
      act(() => queryClient.setQueryData(matchesKeys.list('LIVE'), inPlayAt(1.95)));
      act(() => answers[0]!.answer(delayRefused('BALL_BOWLED')));

      expect(await screen.findByText('In-play bet not placed')).toBeInTheDocument();
      expect(within(sheet).getByTestId('bet-delay-refused')).toHaveTextContent(
        'A ball was bowled during the delay. Check the new odds and try again. Nothing was taken from your balance.',
      );
      expect(within(sheet).queryByTestId('bet-delay')).not.toBeInTheDocument();
      expect(betSlipStore.getState().entries).toHaveLength(1);
      // The prices are fetched again, whatever the stream brought.
      expect(queryClient.getQueryState(matchesKeys.list('LIVE'))?.isInvalidated).toBe(true);

      // One tap tries again (Accept higher odds takes the new 1.95), as a new request.
      await userEvent.click(within(sheet).getByRole('button', { name: 'Place Bets' }));
      expect(within(sheet).queryByTestId('bet-delay-refused')).not.toBeInTheDocument();
      expect(within(sheet).getByText('In-play delay: 5 s')).toBeInTheDocument();
      expect(bodies[1]?.idempotencyKey).not.toBe(bodies[0]?.idempotencyKey);
      act(() =>
        answers[1]!.answer(
          jsonResponse({ bets: [testBet({ odds: 1.95, askedOdds: 1.9 })], balance: 9500 }, 201),
        ),
      );
      // (Toasts of earlier tests come back with the toaster: this one is told by its odds.)
      expect(await screen.findByText('Placed at 1.95, you asked 1.90')).toBeInTheDocument();
      expect(betSlipStore.getState().entries).toEqual([]);
    });

    it('keeps counting and answers when the sheet is closed and opened again while the bet waits', async () => {
      const held = heldAnswer();
      const { sheet, queryClient } = await renderSlip({ me: testPlayer, placeBets: () => held.response });
      act(() => queryClient.setQueryData(matchesKeys.list('LIVE'), inPlayAt(1.9, 2)));
      await userEvent.click(within(sheet).getByRole('button', { name: 'Place Bets' }));
      expect(within(sheet).getByText(/^In-play delay: [12] s$/)).toBeInTheDocument();

      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      act(() => betSlipStore.setOpen(true));
      const reopened = await screen.findByRole('dialog');
      expect(within(reopened).getByTestId('bet-delay')).toBeInTheDocument();
      expect(within(reopened).getByRole('button', { name: 'Placing Bets...' })).toBeDisabled();

      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      act(() => held.answer(delayRefused('MARKET_SUSPENDED')));
      expect(await screen.findByText('In-play bet not placed')).toBeInTheDocument();
      act(() => betSlipStore.setOpen(true));
      const afterwards = await screen.findByRole('dialog');
      expect(within(afterwards).getByTestId('bet-delay-refused')).toHaveTextContent(
        'The market was suspended during the delay. Try again when it reopens.',
      );
      expect(within(afterwards).getByRole('button', { name: 'Place Bets' })).toBeEnabled();
    });

    it('places a slip closed while it waited, clearing it', async () => {
      const held = heldAnswer();
      const { sheet, queryClient } = await renderSlip({ me: testPlayer, placeBets: () => held.response });
      act(() => queryClient.setQueryData(matchesKeys.list('LIVE'), inPlayAt(1.9)));
      await userEvent.click(within(sheet).getByRole('button', { name: 'Place Bets' }));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      act(() =>
        held.answer(jsonResponse({ bets: [testBet({ odds: 1.92, askedOdds: 1.9 })], balance: 9500 }, 201)),
      );
      expect(await screen.findByText('Placed at 1.92, you asked 1.90')).toBeInTheDocument();
      expect(betSlipStore.getState().entries).toEqual([]);
      expect(queryClient.getQueryData<Me>(meQueryKey)?.balance).toBe(9500);
    });

    it('shows no countdown for a slip whose markets are not in play', async () => {
      const held = heldAnswer();
      const { sheet, queryClient } = await renderSlip({ me: testPlayer, placeBets: () => held.response });
      act(() => queryClient.setQueryData(matchesKeys.list('UPCOMING'), inPlayAt(1.9, 0)));
      await userEvent.click(within(sheet).getByRole('button', { name: 'Place Bets' }));
      expect(within(sheet).getByRole('button', { name: 'Placing Bets...' })).toBeDisabled();
      expect(within(sheet).queryByTestId('bet-delay')).not.toBeInTheDocument();
      act(() => held.answer(jsonResponse({ bets: [testBet()], balance: 9500 }, 201)));
      await waitFor(() => expect(betSlipStore.getState().entries).toEqual([]));
    });
  });

  it('toasts No bets selected for an empty slip', async () => {
    stubApi({ me: testPlayer, placeBets: () => jsonResponse({}) });
    const { queryClient } = renderWithProviders(<BetSlipOverlay />);
    act(() => betSlipStore.setOpen(true));
    const sheet = await screen.findByRole('dialog');
    await waitFor(() => expect(queryClient.getQueryState(meQueryKey)?.status).toBe('success'));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Place Bets' }));
    expect(await screen.findByText('No bets selected')).toBeInTheDocument();
  });

  describe('a lay', () => {
    // ₹1,000 laid on Mumbai Indians at 2.10 (match 1), beside a ₹500 back of another market at 1.90.
    const lay = testSlipEntry({ side: 'LAY', odds: 2.1, amount: 1000 });
    const back = testSlipEntry({ marketId: 11, optionId: 110, marketName: 'Toss Winner' });

    it("shows Lay, its liability and return, and totals the backs' stakes and the lays' liabilities", async () => {
      const { sheet } = await renderSlip({ me: testPlayer, placeBets: () => jsonResponse({}) }, [lay, back]);
      const entry = within(sheet).getByRole('listitem', { name: /Match Winner/ });
      expect(within(entry).getByTestId('entry-lay')).toHaveTextContent('Lay');
      expect(within(entry).getByLabelText('Lay odds 2.10')).toBeInTheDocument();
      expect(within(entry).getByTestId('entry-liability')).toHaveTextContent('₹1,100.00');
      expect(within(entry).getByTestId('entry-return')).toHaveTextContent('₹2,100.00');
      expect(within(entry).getByTestId('entry-lay-terms')).toHaveTextContent(
        'Wins ₹1,000 if Mumbai Indians does not win; loses ₹1,100 if it does.',
      );
      expect(within(sheet).getByText('Total stake and liability')).toBeInTheDocument();
      expect(within(sheet).getByTestId('slip-total-held')).toHaveTextContent('₹1,600');
      // ₹2,100 back from the lay and ₹950 from the back.
      expect(within(sheet).getByText('₹3,050.00')).toBeInTheDocument();
    });

    it('checks the balance against the liability, not the stake', async () => {
      const { sheet } = await renderSlip(
        { me: { ...testPlayer, balance: 1050 }, placeBets: () => jsonResponse({}) },
        [lay],
      );
      expect(within(sheet).getByText(INSUFFICIENT_BALANCE_TEXT)).toBeInTheDocument();
      expect(within(sheet).getByRole('button', { name: 'Place Bets' })).toBeDisabled();
    });

    it("sends its side and lay odds, and follows the option's lay price, a lower one being better", async () => {
      const bodies: unknown[] = [];
      const { sheet, queryClient } = await renderSlip(
        {
          me: testPlayer,
          placeBets: (body) => {
            bodies.push(body);
            return jsonResponse(
              { bets: [testBet({ side: 'LAY', odds: 2.1, liability: 1100 })], balance: 8900 },
              201,
            );
          },
        },
        [lay],
      );
      const laidAt = (odds: number, layOdds: number) => ({
        total: 1,
        matches: [
          testMatch({
            markets: [testMarket({ options: [{ id: 100, name: 'Mumbai Indians', odds, layOdds }] })],
          }),
        ],
      });
      // Accept higher odds: a higher lay price is worse, and must be accepted; the back price is not its.
      act(() => queryClient.setQueryData(matchesKeys.list('LIVE'), laidAt(1.5, 2.2)));
      expect(await within(sheet).findByLabelText('new odds 2.20')).toBeInTheDocument();
      expect(within(sheet).getByRole('button', { name: 'Place Bets' })).toBeDisabled();
      // A lower one is better: taken as it is.
      act(() => queryClient.setQueryData(matchesKeys.list('LIVE'), laidAt(1.5, 2.0)));
      await waitFor(() => expect(within(sheet).queryByText('Accept new odds')).toBeNull());
      await userEvent.click(within(sheet).getByRole('button', { name: 'Place Bets' }));
      await waitFor(() => expect(betSlipStore.getState().entries).toEqual([]));
      expect(bodies[0]).toMatchObject({
        selections: [{ matchId: 1, marketId: 10, optionId: 100, side: 'LAY', amount: 1000, odds: 2.1 }],
      });
    });
  });
  describe('a hedge of a Match Winner position', () => {
    // Backed Mumbai Indians ₹9,000 at 2.00 before: the book is +₹9,000 if it wins, −₹9,000 if Chennai
    // does, and the wallet holds the worst case, ₹9,000. ₹1,000 laid on Mumbai at 2.10 holds ₹1,100 and
    // returns ₹2,100 if Chennai wins: +₹7,900 and −₹8,000, so it gives ₹1,000 back.
    const lay = testSlipEntry({ side: 'LAY', odds: 2.1, amount: 1000 });
    const backedMumbai: MyBook = {
      matchId: 1,
      markets: [
        {
          marketId: 10,
          options: [
            { optionId: 100, net: 9000 },
            { optionId: 101, net: -9000 },
          ],
        },
      ],
    };
    const listed = (betDelaySeconds = 0) => ({
      total: 1,
      matches: [
        testMatch({
          markets: [
            testMarket({
              betDelaySeconds,
              options: [
                { id: 100, name: 'Mumbai Indians', odds: 2, layOdds: 2.1 },
                { id: 101, name: 'Chennai Super Kings', odds: 2, layOdds: 2.1 },
              ],
            }),
          ],
        }),
      ],
    });
    const player = { ...testPlayer, balance: 1000 };

    it('enables Place Bets below the liability, says what comes back and places the slip', async () => {
      const bodies: unknown[] = [];
      const { sheet, queryClient } = await renderSlip(
        {
          me: player,
          book: backedMumbai,
          placeBets: (body) => {
            bodies.push(body);
            return jsonResponse(
              { bets: [testBet({ side: 'LAY', odds: 2.1, liability: 1100 })], balance: 2000 },
              201,
            );
          },
        },
        [lay],
      );
      act(() => queryClient.setQueryData(matchesKeys.list('LIVE'), listed()));
      expect(await within(sheet).findByText('Back to your balance')).toBeInTheDocument();
      expect(within(sheet).getByTestId('slip-from-balance')).toHaveTextContent('+₹1,000');
      expect(within(sheet).getByTestId('slip-total-held')).toHaveTextContent('₹1,100');
      expect(within(sheet).queryByText(INSUFFICIENT_BALANCE_TEXT)).not.toBeInTheDocument();
      const placeBets = within(sheet).getByRole('button', { name: 'Place Bets' });
      expect(placeBets).toBeEnabled();
      await userEvent.click(placeBets);
      await waitFor(() => expect(bodies).toHaveLength(1));
    });

    it('is short of the liability where the player has no bets on the market', async () => {
      const { sheet, queryClient } = await renderSlip({ me: player, placeBets: () => jsonResponse({}) }, [
        lay,
      ]);
      act(() => queryClient.setQueryData(matchesKeys.list('LIVE'), listed()));
      await waitFor(() => expect(queryClient.getQueryState(betsKeys.book(1))?.status).toBe('success'));
      expect(within(sheet).getByText(INSUFFICIENT_BALANCE_TEXT)).toBeInTheDocument();
      expect(within(sheet).queryByTestId('slip-from-balance')).not.toBeInTheDocument();
      expect(within(sheet).getByRole('button', { name: 'Place Bets' })).toBeDisabled();
    });

    it('holds the liability in full in play, where the slip waits out its delay first', async () => {
      const { sheet, queryClient } = await renderSlip(
        { me: player, book: backedMumbai, placeBets: () => jsonResponse({}) },
        [lay],
      );
      act(() => queryClient.setQueryData(matchesKeys.list('LIVE'), listed(5)));
      await waitFor(() => expect(queryClient.getQueryState(betsKeys.book(1))?.status).toBe('success'));
      expect(within(sheet).getByText(INSUFFICIENT_BALANCE_TEXT)).toBeInTheDocument();
      expect(within(sheet).queryByTestId('slip-from-balance')).not.toBeInTheDocument();
    });
  });
});
