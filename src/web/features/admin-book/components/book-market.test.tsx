// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { BookMarket } from '@shared/contracts/admin';
import { setupDomTests } from '@/test/dom';
import { BookMarketCard } from './book-market';

setupDomTests();

const market = (over: Partial<BookMarket>): BookMarket => ({
  id: 1,
  name: 'First Innings Runs',
  status: 'OPEN',
  line: 177.5,
  adminSuspension: null,
  closedReason: null,
  waiting: { bets: 0, stake: 0 },
  options: [
    {
      id: 10,
      name: 'Over',
      odds: 1.9,
      bets: 0,
      stake: 0,
      liability: 0,
      houseNet: 0,
      waiting: { bets: 0, stake: 0 },
    },
  ],
  ...over,
});

const renderMarket = (m: BookMarket) =>
  render(<BookMarketCard market={m} busy={false} onSuspend={() => {}} onResume={() => {}} />);

describe('BookMarketCard', () => {
  it("names an option with its market's line", () => {
    renderMarket(market({}));
    expect(screen.getByRole('cell', { name: 'Over 177.5' })).toBeInTheDocument();
  });

  it('says who suspended a market, so the badge does not contradict the Suspend button', () => {
    const { unmount } = renderMarket(market({ status: 'SUSPENDED' }));
    expect(screen.getByText('Suspended by feed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    unmount();
    renderMarket(
      market({ status: 'SUSPENDED', adminSuspension: { at: '2026-11-25T10:00:00Z', reason: 'Rain' } }),
    );
    expect(screen.getByText('Suspended by admin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it('says why the feed closed a market, offers no Suspend, and an admin resume only lifts their hold', () => {
    const { unmount } = renderMarket(market({ status: 'SUSPENDED', closedReason: 'INNINGS_OVER' }));
    expect(screen.getByText('Closed by feed: first innings over')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    unmount();
    renderMarket(
      market({
        status: 'SUSPENDED',
        closedReason: 'TOSS_DONE',
        adminSuspension: { at: '2026-11-25T10:00:00Z', reason: 'Toss news' },
      }),
    );
    expect(screen.getByText('Closed by feed: toss done')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it('shows the bets waiting in their delay apart from the placed ones, on the market and its options', () => {
    renderMarket(
      market({
        waiting: { bets: 2, stake: 700 },
        options: [
          {
            id: 10,
            name: 'Over',
            odds: 1.9,
            bets: 1,
            stake: 100,
            liability: 190,
            houseNet: -90,
            waiting: { bets: 2, stake: 700 },
          },
          {
            id: 11,
            name: 'Under',
            odds: 1.9,
            bets: 0,
            stake: 0,
            liability: 0,
            houseNet: 100,
            waiting: { bets: 0, stake: 0 },
          },
        ],
      }),
    );
    expect(screen.getByTestId('book-market-waiting-1')).toHaveTextContent('2 waiting · ₹700');
    expect(screen.getByTestId('book-option-waiting-10')).toHaveTextContent('2 waiting · ₹700');
    expect(screen.queryByTestId('book-option-waiting-11')).not.toBeInTheDocument();
    // The placed figures stay the placed bets' only.
    expect(screen.getByRole('cell', { name: '₹100' })).toBeInTheDocument();
  });

  it("shows the server's net for the house if each option wins, a gain green and a loss red", () => {
    renderMarket(
      market({
        options: [
          {
            id: 10,
            name: 'Over',
            odds: 1.9,
            bets: 2,
            stake: 300,
            liability: 570,
            houseNet: -170,
            waiting: { bets: 0, stake: 0 },
          },
          {
            id: 11,
            name: 'Under',
            odds: 1.9,
            bets: 1,
            stake: 100,
            liability: 190,
            houseNet: 210,
            waiting: { bets: 0, stake: 0 },
          },
        ],
      }),
    );
    const loss = screen.getByText('-₹170');
    const gain = screen.getByText('+₹210');
    expect(loss).toHaveClass('text-red-300');
    expect(gain).toHaveClass('text-green-300');
  });

  it('shows nothing waiting when no bet waits', () => {
    renderMarket(market({}));
    expect(screen.queryByText(/waiting/)).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Over 177.5' })).toBeInTheDocument();
  });
});
