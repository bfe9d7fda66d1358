// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Bet } from '@shared/contracts/bets';
import type { Me } from '@shared/contracts/me';
import { errorResponse, jsonResponse, renderWithProviders } from '@/test/render';
import { betSlipStore } from '../store';
import type { SlipEntryInput } from '../types';
import { BetSlipOverlay, INSUFFICIENT_BALANCE_TEXT } from './bet-slip-overlay';

const player: Me = {
  id: 'u1',
  name: 'Rohit Sharma',
  email: 'rohit@example.com',
  phone: '9876543210',
  balance: 10000,
  isAdmin: false,
  createdAt: '2024-06-01T00:00:00.000Z',
};

const pick = (over: Partial<SlipEntryInput> = {}): SlipEntryInput => ({
  matchId: 1,
  marketId: 10,
  optionId: 100,
  homeTeam: 'Mumbai Indians',
  awayTeam: 'Chennai Super Kings',
  marketName: 'Match Winner',
  optionName: 'Mumbai Indians',
  odds: 1.9,
  amount: 500,
  ...over,
});

const placedBet = (over: Partial<Bet> = {}): Bet => ({
  id: 'b1',
  matchId: 1,
  marketId: 10,
  optionId: 100,
  homeTeam: 'Mumbai Indians',
  awayTeam: 'Chennai Super Kings',
  marketName: 'Match Winner',
  optionName: 'Mumbai Indians',
  amount: 500,
  odds: 1.9,
  potentialPayout: 950,
  status: 'PENDING',
  result: null,
  placedAt: '2025-04-01T10:00:00.000Z',
  settledAt: null,
  payout: 0,
  ...over,
});

type Api = { me: Me | null; placeBets: (body: unknown) => Response | Promise<Response> };

function stubApi(api: Api) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/me')
      return api.me ? jsonResponse(api.me) : errorResponse(401, 'UNAUTHENTICATED', 'Sign in');
    if (url === '/api/bets' && init?.method === 'POST') return api.placeBets(JSON.parse(String(init.body)));
    if (url.startsWith('/api/me/bets')) return jsonResponse({ bets: [] });
    throw new Error(`Unexpected fetch ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function renderSlip(api: Api, entries: SlipEntryInput[] = [pick()]) {
  const fetchMock = stubApi(api);
  const result = renderWithProviders(<BetSlipOverlay />);
  act(() => {
    for (const entry of entries) betSlipStore.add(entry);
  });
  const sheet = await screen.findByRole('dialog');
  // Wait for /api/me to settle before interacting.
  await waitFor(() => expect(result.queryClient.getQueryState(['me'])?.status).toBe('success'));
  return { ...result, fetchMock, sheet };
}

beforeEach(() => {
  betSlipStore.clear();
  betSlipStore.setOpen(false);
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BetSlipOverlay', () => {
  it('shows the empty state from the floating button', async () => {
    stubApi({ me: null, placeBets: () => jsonResponse({}) });
    renderWithProviders(<BetSlipOverlay />);
    await userEvent.click(screen.getByRole('button', { name: 'Open bet slip' }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText('Your bet slip is empty')).toBeInTheDocument();
    expect(
      within(sheet).getByText('Select odds from live or upcoming matches to add to your bet slip.'),
    ).toBeInTheDocument();
  });

  it('shows entries, totals and a count badge, and removes an entry with a toast', async () => {
    const { sheet } = await renderSlip({ me: player, placeBets: () => jsonResponse({}) }, [
      pick(),
      pick({ matchId: 2, optionName: 'Gujarat Titans', homeTeam: 'Gujarat Titans', odds: 2.25, amount: 100 }),
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
    const { sheet } = await renderSlip({ me: player, placeBets: () => jsonResponse({}) });
    const stake = within(sheet).getByLabelText('Stake (₹)');
    await userEvent.clear(stake);
    await userEvent.type(stake, '5a0');
    expect(stake).toHaveValue('50');
    expect(within(sheet).getByText('Minimum bet amount is ₹100')).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Place Bets' })).toBeDisabled();
  });

  it('disables Place Bets with the insufficient balance text', async () => {
    const { sheet } = await renderSlip({
      me: { ...player, balance: 200 },
      placeBets: () => jsonResponse({}),
    });
    expect(within(sheet).getByText(INSUFFICIENT_BALANCE_TEXT)).toBeInTheDocument();
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
      me: player,
      placeBets: (body) => {
        bodies.push(body);
        return jsonResponse({ bets: [placedBet()], balance: 9500 }, 201);
      },
    });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Place Bets' }));
    expect(await screen.findByText('Bets placed successfully!')).toBeInTheDocument();
    expect(betSlipStore.getState().entries).toEqual([]);
    expect(bodies[0]).toEqual({
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      selections: [{ matchId: 1, marketId: 10, optionId: 100, amount: 500, odds: 1.9 }],
    });
    expect(queryClient.getQueryData<Me>(['me'])?.balance).toBe(9500);
  });

  it('shows the server message when placing fails', async () => {
    const { sheet } = await renderSlip({
      me: player,
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
      me: player,
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
        return jsonResponse({ bets: [placedBet({ odds: 2.05 })], balance: 9500 }, 201);
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
    const { sheet, queryClient } = await renderSlip({ me: player, placeBets: () => jsonResponse({}) });
    const market = (status: 'OPEN' | 'SUSPENDED', odds: number) => ({
      matches: [
        {
          id: 1,
          markets: [
            {
              id: 10,
              name: 'Match Winner',
              kind: 'MATCH_WINNER',
              isToss: false,
              status,
              line: null,
              options: [{ id: 100, name: 'Mumbai Indians', odds }],
            },
          ],
        },
      ],
    });
    act(() => queryClient.setQueryData(['matches', 'LIVE'], market('OPEN', 1.75)));
    expect(await within(sheet).findByLabelText('new odds 1.75')).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Place Bets' })).toBeDisabled();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Accept new odds' }));
    expect(betSlipStore.getState().entries[0]?.odds).toBe(1.75);
    expect(within(sheet).getByRole('button', { name: 'Place Bets' })).toBeEnabled();

    act(() => queryClient.setQueryData(['matches', 'LIVE'], market('SUSPENDED', 1.75)));
    expect(await within(sheet).findByText('Market suspended')).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Place Bets' })).toBeDisabled();
  });

  it('toasts No bets selected for an empty slip', async () => {
    stubApi({ me: player, placeBets: () => jsonResponse({}) });
    const { queryClient } = renderWithProviders(<BetSlipOverlay />);
    await userEvent.click(screen.getByRole('button', { name: 'Open bet slip' }));
    const sheet = await screen.findByRole('dialog');
    await waitFor(() => expect(queryClient.getQueryState(['me'])?.status).toBe('success'));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Place Bets' }));
    expect(await screen.findByText('No bets selected')).toBeInTheDocument();
  });
});
