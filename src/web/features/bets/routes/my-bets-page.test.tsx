// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Bet } from '@shared/contracts/bets';
import type { Me } from '@shared/contracts/me';
import { setupDomTests } from '@/test/dom';
import { errorResponse, jsonResponse, pendingResponse, stubFetch } from '@/test/fetch-stub';
import { testBet, testPlayer } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { MyBetsPage } from './my-bets-page';

type Answer = Bet[] | 'pending' | 'error';

function stubApi(me: Me | null, answers: { active: Answer; settled: Answer }) {
  return stubFetch({
    me,
    handle: (url) => {
      const status = /status=(active|settled)/.exec(url)?.[1] as 'active' | 'settled' | undefined;
      if (!url.startsWith('/api/me/bets') || !status) return undefined;
      const answer = answers[status];
      if (answer === 'pending') return pendingResponse();
      if (answer === 'error') return errorResponse(500, 'INTERNAL', 'Boom');
      return jsonResponse({ bets: answer });
    },
  });
}

setupDomTests();

describe('MyBetsPage', () => {
  it('asks a signed-out visitor to log in', async () => {
    stubApi(null, { active: [], settled: [] });
    renderWithProviders(<MyBetsPage />);
    expect(await screen.findByText('Please login to view your bets')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Bets' })).toBeInTheDocument();
  });

  it('shows 3 skeletons while loading', async () => {
    stubApi(testPlayer, { active: 'pending', settled: 'pending' });
    renderWithProviders(<MyBetsPage />);
    await screen.findByRole('tab', { name: 'Active Bets' });
    expect(screen.getAllByTestId('bet-skeleton')).toHaveLength(3);
  });

  it('shows the empty texts of both tabs', async () => {
    stubApi(testPlayer, { active: [], settled: [] });
    renderWithProviders(<MyBetsPage />);
    expect(await screen.findByText('No active bets found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Settled Bets' }));
    expect(await screen.findByText('No settled bets found.')).toBeInTheDocument();
  });

  it('marks a lay, with its lay odds, liability and return; a back has none of them', async () => {
    const lay = testBet({
      id: 'lay',
      side: 'LAY',
      odds: 2.1,
      liability: 1100,
      potentialPayout: 2100,
      amount: 1000,
    });
    stubApi(testPlayer, {
      active: [lay, testBet({ id: 'back' })],
      settled: [{ ...lay, id: 'void-lay', status: 'VOID', payout: 0 }],
    });
    renderWithProviders(<MyBetsPage />);
    const [laid, backed] = await screen.findAllByTestId('active-bet');
    expect(within(laid!).getByTestId('bet-pick')).toHaveTextContent('LayMumbai Indians');
    expect(within(laid!).getByText('Lay odds')).toBeInTheDocument();
    expect(within(laid!).getByTestId('bet-liability')).toHaveTextContent('₹1,100.00');
    expect(within(laid!).getByText('₹2,100')).toBeInTheDocument();
    expect(within(backed!).queryByTestId('bet-lay')).toBeNull();
    expect(within(backed!).queryByTestId('bet-liability')).toBeNull();

    // Void, a lay gives back the liability it held.
    await userEvent.click(screen.getByRole('tab', { name: 'Settled Bets' }));
    const settled = await screen.findByTestId('settled-bet');
    expect(within(settled).getByTestId('bet-lay')).toBeInTheDocument();
    expect(within(settled).getByTestId('bet-payout')).toHaveTextContent('₹1,100');
  });

  it('says the odds taken on a bet placed at other odds than asked, and nothing on the others', async () => {
    stubApi(testPlayer, {
      active: [testBet({ id: 'moved', odds: 1.92, askedOdds: 1.88 }), testBet({ id: 'asked' })],
      settled: [],
    });
    renderWithProviders(<MyBetsPage />);
    expect(await screen.findAllByTestId('active-bet')).toHaveLength(2);
    expect(screen.getAllByTestId('bet-odds-taken').map((e) => e.textContent)).toEqual([
      'Placed at 1.92, you asked 1.88',
    ]);
  });

  it('lists active bets with their details: the pick first, a short bet id, the status once', async () => {
    const id = '0f3c9a52-7b1e-4c4d-9a8e-2d6f1b7c3e90';
    stubApi(testPlayer, { active: [testBet({ id })], settled: [] });
    renderWithProviders(<MyBetsPage />);
    const card = await screen.findByTestId('active-bet');
    expect(within(card).getByRole('heading', { name: 'Mumbai Indians' })).toBeInTheDocument();
    expect(
      within(card).getByText('Match Winner · Mumbai Indians vs Chennai Super Kings'),
    ).toBeInTheDocument();
    expect(within(card).getByText('0f3c9a52')).toHaveAttribute('title', id);
    expect(within(card).queryByText(id)).not.toBeInTheDocument();
    expect(within(card).getAllByText('PENDING')).toHaveLength(1);
    expect(within(card).getByText('Potential Payout').nextSibling).toHaveTextContent('₹950');
    expect(within(card).queryByText('Match ID')).not.toBeInTheDocument();
    expect(within(card).getByTestId('bet-placed-at')).toHaveTextContent(/^Placed /);
    expect(within(card).getByText('1.90')).toBeInTheDocument();
  });

  it('copies the whole bet id', async () => {
    const user = userEvent.setup();
    const id = '0f3c9a52-7b1e-4c4d-9a8e-2d6f1b7c3e90';
    stubApi(testPlayer, { active: [testBet({ id })], settled: [] });
    renderWithProviders(<MyBetsPage />);
    const card = await screen.findByTestId('active-bet');
    await user.click(within(card).getByRole('button', { name: 'Copy bet ID' }));
    expect(await navigator.clipboard.readText()).toBe(id);
  });

  it('pays out only WON bets, shows the refund of VOID and 0 for LOST', async () => {
    stubApi(testPlayer, {
      active: [],
      settled: [
        testBet({ id: 'w', status: 'WON', payout: 950, settledAt: '2025-04-02T00:00:00.000Z' }),
        testBet({
          id: 'l',
          status: 'LOST',
          homeTeam: 'Delhi Capitals',
          settledAt: '2025-04-02T00:00:00.000Z',
        }),
        testBet({
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
    const fetchMock = stubApi(testPlayer, { active: 'error', settled: [] });
    renderWithProviders(<MyBetsPage />);
    expect(await screen.findByText('Failed to load your bets.')).toBeInTheDocument();
    const calls = () => fetchMock.mock.calls.filter(([u]) => String(u).includes('status=active')).length;
    const before = calls();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(calls()).toBe(before + 1);
  });
});
