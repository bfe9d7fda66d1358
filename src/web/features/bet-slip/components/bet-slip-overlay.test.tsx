// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Me } from '@shared/contracts/me';
import { setupDomTests } from '@/test/dom';
import { errorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub';
import { testBet, testMarket, testMatch, testPlayer, testSlipEntry } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { loadLazyParts } from '@/test/lazy-parts';
import { betSlipStore } from '../store';
import type { SlipSelection } from '@/lib/slip-selection';
import { NEGATIVE_BALANCE_MESSAGE } from '@shared/contracts/errors';
import { BetSlipOverlay } from './bet-slip-overlay';
import { INSUFFICIENT_BALANCE_TEXT } from './bet-slip-sheet';
import { matchesKeys } from '@/lib/live-odds';
import { meQueryKey } from '@/lib/signed-in';

type Api = { me: Me | null; placeBets: (body: unknown) => Response | Promise<Response> };

function stubApi(api: Api) {
  return stubFetch({
    me: api.me,
    handle: (url, init) => {
      if (url === '/api/bets' && init.method === 'POST') return api.placeBets(JSON.parse(String(init.body)));
      if (url.startsWith('/api/me/bets')) return jsonResponse({ bets: [] });
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
  // Wait for /api/me to settle before interacting.
  await waitFor(() => expect(result.queryClient.getQueryState(meQueryKey)?.status).toBe('success'));
  return { ...result, fetchMock, sheet };
}

beforeEach(() => {
  betSlipStore.clear();
  betSlipStore.setOpen(false);
  localStorage.clear();
});

setupDomTests();

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
      selections: [{ matchId: 1, marketId: 10, optionId: 100, amount: 500, odds: 1.9 }],
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

  it('on ODDS_CHANGED shows old and new odds and requires acceptance before placing again', async () => {
    const bodies: { idempotencyKey: string; selections: { odds: number }[] }[] = [];
    let answer: 'changed' | 'ok' = 'changed';
    const { sheet } = await renderSlip({
      me: testPlayer,
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
    const market = (status: 'OPEN' | 'SUSPENDED', odds: number) => ({
      total: 1,
      matches: [
        testMatch({
          markets: [testMarket({ status, options: [{ id: 100, name: 'Mumbai Indians', odds }] })],
        }),
      ],
    });
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

  it('toasts No bets selected for an empty slip', async () => {
    stubApi({ me: testPlayer, placeBets: () => jsonResponse({}) });
    const { queryClient } = renderWithProviders(<BetSlipOverlay />);
    act(() => betSlipStore.setOpen(true));
    const sheet = await screen.findByRole('dialog');
    await waitFor(() => expect(queryClient.getQueryState(meQueryKey)?.status).toBe('success'));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Place Bets' }));
    expect(await screen.findByText('No bets selected')).toBeInTheDocument();
  });
});
