// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TransactionsPage } from '@shared/contracts/wallet';
import { setupDomTests } from '@/test/dom';
import { errorResponse, jsonResponse, pendingResponse, stubFetch } from '@/test/fetch-stub';
import { testTransaction as tx } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { TransactionHistory } from './transaction-history';
import { transactionsKeys } from '@/lib/query-keys';

type Answer = TransactionsPage | 'pending' | 'error';

/** Answers /api/me/transactions by cursor: `pages[cursor ?? 'first']`, each a queue when an array. */
function stubApi(pages: Record<string, Answer | Answer[]>) {
  return stubFetch({
    handle: (input) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname !== '/api/me/transactions') return undefined;
      const key = url.searchParams.get('cursor') ?? 'first';
      const entry = pages[key];
      const answer = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
      if (!answer) throw new Error(`No answer for cursor ${key}`);
      if (answer === 'pending') return pendingResponse();
      if (answer === 'error') return errorResponse(500, 'INTERNAL', 'Boom');
      return jsonResponse(answer);
    },
  });
}

setupDomTests();

describe('TransactionHistory', () => {
  it('shows 3 skeletons while loading', async () => {
    stubApi({ first: 'pending' });
    renderWithProviders(<TransactionHistory />);
    expect(screen.getByRole('heading', { name: 'Transaction History' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('transaction-skeleton')).toHaveLength(3);
  });

  it('labels every type and signs the amounts', async () => {
    const fetchMock = stubApi({
      first: {
        transactions: [
          tx({ id: 'a', type: 'BET_WON', amount: 950 }),
          tx({
            id: 'b',
            type: 'BET_PLACED',
            amount: -500,
            bet: {
              matchId: 74,
              homeTeam: 'KKR',
              awayTeam: 'RCB',
              market: 'Toss Winner',
              optionName: 'Kolkata Knight Riders',
              line: null,
              side: 'BACK',
              stake: 500,
            },
          }),
          tx({ id: 'c', type: 'VOID_REFUND', amount: 250.5 }),
          tx({ id: 'd', type: 'WITHDRAWAL_HOLD', amount: -1000, status: 'PENDING', betId: null, bet: null }),
          tx({ id: 'e', type: 'WITHDRAWAL_RELEASED', amount: 1000, betId: null, bet: null }),
          tx({ id: 'f', type: 'WITHDRAWAL_HOLD', amount: -2000, status: 'VOIDED', betId: null, bet: null }),
          tx({
            id: 'g',
            type: 'DEMO_CREDIT',
            amount: 10000,
            betId: null,
            bet: null,
            metadata: { reason: 'Welcome demo credit' },
          }),
        ],
        nextCursor: null,
      },
    });
    renderWithProviders(<TransactionHistory />);
    const rows = await screen.findAllByTestId('transaction');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/me/transactions?limit=20');

    const read = (row: HTMLElement) => ({
      label: within(row).getByTestId('transaction-label').textContent,
      amount: within(row).getByTestId('transaction-amount').textContent,
    });
    expect(rows.map(read)).toEqual([
      { label: 'Payout Received', amount: '+₹950' },
      { label: 'Bet Placed', amount: '−₹500' },
      { label: 'Bet Refunded', amount: '+₹250.50' },
      { label: 'Withdrawal', amount: '−₹1,000' },
      { label: 'Withdrawal Released', amount: '+₹1,000' },
      { label: 'Withdrawal', amount: '−₹2,000' },
      { label: 'Welcome Credit', amount: '+₹10,000' },
    ]);

    // Credits green, debits red.
    expect(within(rows[0]!).getByTestId('transaction-amount')).toHaveClass('text-green-300');
    expect(within(rows[1]!).getByTestId('transaction-amount')).toHaveClass('text-red-300');

    // A status label only when not COMPLETED: a withdrawal's hold, open or voided.
    expect(within(rows[3]!).getByText('On hold')).toBeInTheDocument();
    expect(within(rows[5]!).getByText('Released')).toBeInTheDocument();
    for (const i of [0, 1, 2, 4, 6]) {
      expect(within(rows[i]!).queryByText(/^(On hold|Released|Completed)$/)).not.toBeInTheDocument();
    }

    // A bet row names its match and market, its pick and stake, from the server's names, not its ids.
    expect(within(rows[1]!).getByTestId('transaction-match')).toHaveTextContent(/^KKR vs RCB · Toss Winner$/);
    expect(within(rows[1]!).getByTestId('transaction-pick')).toHaveTextContent(
      /^Kolkata Knight Riders · Stake ₹500$/,
    );
    expect(rows[1]).not.toHaveTextContent('#74');
    // A row about no bet names none.
    expect(within(rows[6]!).queryByTestId('transaction-match')).not.toBeInTheDocument();
    expect(within(rows[6]!).queryByTestId('transaction-detail')).not.toBeInTheDocument();

    // The date and time.
    const time = rows[0]!.querySelector('time')!;
    expect(time).toHaveAttribute('datetime', '2025-04-01T10:00:00.000Z');
    expect(time.textContent).toMatch(/2025/);
    expect(time.textContent).toMatch(/\d{1,2}:\d{2}/);
  });

  it('shows a cash-out with the stake it closed and what came back, and a line with its pick', async () => {
    stubApi({
      first: {
        transactions: [
          tx({ id: 'a', type: 'CASH_OUT', amount: 650 }),
          tx({
            id: 'b',
            type: 'BET_WON',
            amount: 185,
            bet: {
              matchId: 3,
              homeTeam: 'MI',
              awayTeam: 'CSK',
              market: 'First Innings Runs',
              optionName: 'Over',
              line: 165.5,
              side: 'BACK',
              stake: 100,
            },
          }),
        ],
        nextCursor: null,
      },
    });
    renderWithProviders(<TransactionHistory />);
    const [cashOut, won] = await screen.findAllByTestId('transaction');
    expect(within(cashOut!).getByTestId('transaction-label')).toHaveTextContent('Cash Out');
    expect(within(cashOut!).getByTestId('transaction-match')).toHaveTextContent(/^MI vs CSK · Match Winner$/);
    expect(within(cashOut!).getByTestId('transaction-pick')).toHaveTextContent(
      /^Mumbai Indians · Stake ₹500 · Returned ₹650$/,
    );
    expect(within(cashOut!).getByTestId('transaction-amount')).toHaveTextContent('+₹650');
    expect(within(won!).getByTestId('transaction-match')).toHaveTextContent(
      /^MI vs CSK · First Innings Runs$/,
    );
    expect(within(won!).getByTestId('transaction-pick')).toHaveTextContent(/^Over 165.5 · Stake ₹100$/);
  });

  it('shows the empty text and no Load more', async () => {
    stubApi({ first: { transactions: [], nextCursor: null } });
    renderWithProviders(<TransactionHistory />);
    expect(await screen.findByText('No transaction history yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads the next page with the cursor and appends it', async () => {
    const fetchMock = stubApi({
      first: { transactions: [tx({ id: 'a', type: 'BET_WON', amount: 950 })], nextCursor: 'abc_123' },
      abc_123: { transactions: [tx({ id: 'b', type: 'BET_PLACED', amount: -500 })], nextCursor: null },
    });
    renderWithProviders(<TransactionHistory />);
    expect(await screen.findAllByTestId('transaction')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Bet Placed')).toBeInTheDocument();
    expect(screen.getAllByTestId('transaction')).toHaveLength(2);
    expect(String(fetchMock.mock.calls.at(-1)![0])).toBe('/api/me/transactions?limit=20&cursor=abc_123');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keeps the rows and says so when the next page fails', async () => {
    stubApi({
      first: { transactions: [tx({ id: 'a' })], nextCursor: 'next' },
      next: 'error',
    });
    renderWithProviders(<TransactionHistory />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(
      await screen.findByText('Could not load more transactions. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('transaction')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  it('shows an error with a retry that recovers', async () => {
    const fetchMock = stubApi({
      first: [
        'error',
        { transactions: [tx({ id: 'a', type: 'DEMO_CREDIT', amount: 10000 })], nextCursor: null },
      ],
    });
    renderWithProviders(<TransactionHistory />);
    expect(await screen.findByText('Failed to load your transactions.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Welcome Credit')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Failed to load your transactions.')).not.toBeInTheDocument();
  });

  it('refetches when the transactions key is invalidated', async () => {
    const fetchMock = stubApi({
      first: [
        { transactions: [], nextCursor: null },
        { transactions: [tx({ id: 'a', type: 'BET_PLACED', amount: -100 })], nextCursor: null },
      ],
    });
    const { queryClient } = renderWithProviders(<TransactionHistory />);
    expect(await screen.findByText('No transaction history yet.')).toBeInTheDocument();
    await queryClient.invalidateQueries({ queryKey: transactionsKeys.all });
    expect(await screen.findByText('Bet Placed')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
