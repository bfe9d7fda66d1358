// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { Me } from '@shared/contracts/me';
import { errorResponse, jsonResponse, renderRoutes } from '@/test/render';
import { WalletPage } from './wallet-page';

const player: Me = {
  id: 'u1',
  name: 'Rohit Sharma',
  email: 'rohit@example.com',
  phone: '9876543210',
  balance: 9500,
  isAdmin: false,
  createdAt: '2024-06-01T00:00:00.000Z',
};

function stubApi(me: Me | null) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/api/me') return me ? jsonResponse(me) : errorResponse(401, 'UNAUTHENTICATED', 'Sign in');
    if (url.startsWith('/api/me/transactions'))
      return jsonResponse({
        transactions: [
          {
            id: 't1',
            type: 'BET',
            amount: -500,
            status: 'COMPLETED',
            createdAt: '2025-04-01T10:00:00.000Z',
            betId: 'b1',
            metadata: {},
          },
        ],
        nextCursor: null,
      });
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
