// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Bet } from '@shared/contracts/bets';
import type { Me } from '@shared/contracts/me';
import { errorResponse, jsonResponse, renderWithProviders } from '@/test/render';
import { MyBetsPage } from './my-bets-page';

const player: Me = {
  id: 'u1',
  name: 'Rohit Sharma',
  email: 'rohit@example.com',
  phone: '9876543210',
  balance: 10000,
  isAdmin: false,
  createdAt: '2024-06-01T00:00:00.000Z',
};

const bet = (over: Partial<Bet>): Bet => ({
  id: 'bet-1',
  matchId: 7,
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

type Answer = Bet[] | 'pending' | 'error';

function stubApi(me: Me | null, answers: { active: Answer; settled: Answer }) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/api/me') return me ? jsonResponse(me) : errorResponse(401, 'UNAUTHENTICATED', 'Sign in');
    const status = /status=(active|settled)/.exec(url)?.[1] as 'active' | 'settled' | undefined;
    if (url.startsWith('/api/me/bets') && status) {
      const answer = answers[status];
      if (answer === 'pending') return new Promise<Response>(() => {});
      if (answer === 'error') return errorResponse(500, 'INTERNAL', 'Boom');
      return jsonResponse({ bets: answer });
    }
    throw new Error(`Unexpected fetch ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => vi.stubGlobal('scrollTo', vi.fn()));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MyBetsPage', () => {
  it('asks a signed-out visitor to log in', async () => {
    stubApi(null, { active: [], settled: [] });
    renderWithProviders(<MyBetsPage />);
    expect(await screen.findByText('Please login to view your bets')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Bets' })).toBeInTheDocument();
  });

  it('shows 3 skeletons while loading', async () => {
    stubApi(player, { active: 'pending', settled: 'pending' });
    renderWithProviders(<MyBetsPage />);
    await screen.findByRole('tab', { name: 'Active Bets' });
    expect(screen.getAllByTestId('bet-skeleton')).toHaveLength(3);
  });

  it('shows the empty texts of both tabs', async () => {
    stubApi(player, { active: [], settled: [] });
    renderWithProviders(<MyBetsPage />);
    expect(await screen.findByText('No active bets found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Settled Bets' }));
    expect(await screen.findByText('No settled bets found.')).toBeInTheDocument();
  });

  it('lists active bets with their details', async () => {
    stubApi(player, { active: [bet({ id: 'bet-abc' })], settled: [] });
    renderWithProviders(<MyBetsPage />);
    const card = await screen.findByTestId('active-bet');
    expect(within(card).getByText('bet-abc')).toBeInTheDocument();
    expect(within(card).getByText('Mumbai Indians vs Chennai Super Kings')).toBeInTheDocument();
    expect(within(card).getByText('Potential Payout').nextSibling).toHaveTextContent('₹950');
    expect(within(card).getByText('Match ID').nextSibling).toHaveTextContent('7');
    expect(within(card).getByText('1.90')).toBeInTheDocument();
  });

  it('pays out only WON bets, shows the refund of VOID and 0 for LOST', async () => {
    stubApi(player, {
      active: [],
      settled: [
        bet({ id: 'w', status: 'WON', payout: 950, settledAt: '2025-04-02T00:00:00.000Z' }),
        bet({ id: 'l', status: 'LOST', homeTeam: 'Delhi Capitals', settledAt: '2025-04-02T00:00:00.000Z' }),
        bet({
          id: 'v',
          status: 'VOID',
          homeTeam: 'Punjab Kings',
          payout: 500,
          settledAt: '2025-04-02T00:00:00.000Z',
        }),
      ],
    });
    renderWithProviders(<MyBetsPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Settled Bets' }));
    const cards = await screen.findAllByTestId('settled-bet');
    const payouts = cards.map((c) => within(c).getByTestId('bet-payout').textContent);
    expect(payouts).toEqual(['₹950', '₹0', '₹500']);
    expect(within(cards[0]!).getByText('WON')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('LOST')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Payout (stake refunded)')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    const fetchMock = stubApi(player, { active: 'error', settled: [] });
    renderWithProviders(<MyBetsPage />);
    expect(await screen.findByText('Failed to load your bets.')).toBeInTheDocument();
    const calls = () => fetchMock.mock.calls.filter(([u]) => String(u).includes('status=active')).length;
    const before = calls();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(calls()).toBe(before + 1);
  });
});
