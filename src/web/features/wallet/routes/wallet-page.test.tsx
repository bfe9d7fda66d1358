// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Me } from '@shared/contracts/me';
import { setupDomTests } from '@/test/dom';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { testPlayer, testTransaction } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { WalletPage } from './wallet-page';

const player: Me = { ...testPlayer, balance: 9500 };

function stubApi(me: Me | null) {
  return stubFetch({
    me,
    handle: (url) =>
      url.startsWith('/api/me/transactions')
        ? jsonResponse({ transactions: [testTransaction()], nextCursor: null })
        : undefined,
  });
}

setupDomTests();

describe('WalletPage', () => {
  it('shows the balance and then the transaction history to a signed-in player, with no dead tabs', async () => {
    stubApi(player);
    renderRoutes([{ path: '/wallet', element: <WalletPage /> }], '/wallet');
    const balance = await screen.findByRole('region', { name: 'Available Balance' });
    expect(within(balance).getByText('₹9,500')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Transaction History' });
    expect(balance.compareDocumentPosition(history) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await within(history).findByText('Bet Placed')).toBeInTheDocument();
    expect(within(history).getByText('−₹500')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in and fetches no transactions', async () => {
    const fetchMock = stubApi(null);
    renderRoutes([{ path: '/wallet', element: <WalletPage /> }], '/wallet');
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Transaction History' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/me/transactions'))).toBe(false);
  });
});
