// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Me } from '@shared/contracts/me';
import { setupDomTests } from '@/test/dom';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { testPlayer, testTransaction } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { loadLazyParts } from '@/test/lazy-parts';
import { WalletPage } from './wallet-page';

const player: Me = { ...testPlayer, balance: 9500 };

function stubApi(me: Me | null) {
  return stubFetch({
    me,
    handle: (url) =>
      url.startsWith('/api/me/transactions')
        ? jsonResponse({ transactions: [testTransaction()], nextCursor: null })
        : url.startsWith('/api/me/withdrawals')
          ? jsonResponse({ withdrawals: [] })
          : undefined,
  });
}

setupDomTests();

beforeAll(loadLazyParts);

describe('WalletPage', () => {
  it('shows the balance, the Deposit tab by default, and then the transaction history', async () => {
    stubApi(player);
    await renderRoutes([{ path: '/wallet', element: <WalletPage /> }], '/wallet');
    const balance = await screen.findByRole('region', { name: 'Available Balance' });
    expect(within(balance).getByText('₹9,500')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Transaction History' });
    expect(balance.compareDocumentPosition(history) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await within(history).findByText('Bet Placed')).toBeInTheDocument();
    expect(within(history).getByText('−₹500')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Deposit', selected: true })).toBeInTheDocument();
    expect(screen.getByText('Deposit Coming Soon')).toBeInTheDocument();
  });

  it('checks a withdrawal with the spec texts before sending anything', async () => {
    const fetchMock = stubApi(player);
    // No pause between keystrokes: the journey types ~60 of them, each a timer tick on a busy machine.
    const user = userEvent.setup({ delay: null });
    await renderRoutes([{ path: '/wallet', element: <WalletPage /> }], '/wallet');
    await user.click(await screen.findByRole('tab', { name: 'Withdraw' }));
    // The tab's code loads as the player reaches for it.
    const amount = await screen.findByLabelText('Amount (₹)');
    const submit = screen.getByRole('button', { name: 'Request Withdrawal' });
    const amountError = async (typed: string, message: string) => {
      await user.clear(amount);
      if (typed) await user.type(amount, typed);
      await user.click(submit);
      expect(await screen.findByText(message)).toBeInTheDocument();
    };
    await amountError('', 'Amount is required');
    await amountError('12abc', 'Amount must be a number');
    await amountError('499', 'Minimum withdrawal amount is ₹500');
    await amountError('9500.01', 'Amount exceeds your available balance');
    await amountError('500', 'Please fill all required fields for the selected withdrawal method');
    await user.type(screen.getByLabelText('Name'), 'Ravi');
    await user.type(screen.getByLabelText('UPI ID'), 'ravi');
    await user.click(submit);
    expect(await screen.findByText('Enter a UPI ID like name@bank')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Bank Transfer' }));
    await user.type(screen.getByLabelText('Account Holder Name'), 'Ravi');
    await user.type(screen.getByLabelText('Account Number', { exact: true }), '1234');
    await user.type(screen.getByLabelText('IFSC Code'), 'HDFC1234');
    await user.type(screen.getByLabelText('Bank Name'), 'HDFC Bank');
    await user.click(submit);
    expect(await screen.findByText('Account number must be 9 to 18 digits')).toBeInTheDocument();
    expect(screen.getByText(/IFSC code must be 4 letters/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('names every empty field of the method under its own input', async () => {
    stubApi(player);
    const user = userEvent.setup();
    await renderRoutes([{ path: '/wallet', element: <WalletPage /> }], '/wallet');
    await user.click(await screen.findByRole('tab', { name: 'Withdraw' }));
    await user.type(await screen.findByLabelText('Amount (₹)'), '500');
    await user.click(screen.getByRole('radio', { name: 'Bank Transfer' }));
    await user.type(screen.getByLabelText('IFSC Code'), 'HDFC0001234');
    await user.click(screen.getByRole('button', { name: 'Request Withdrawal' }));
    for (const [label, message] of [
      ['Account Holder Name', 'Account Holder Name is required'],
      ['Account Number', 'Account Number is required'],
      ['Confirm Account Number', 'Confirm Account Number is required'],
      ['Bank Name', 'Bank Name is required'],
    ]) {
      expect(screen.getByLabelText(label!, { exact: true })).toHaveAccessibleDescription(message);
    }
    expect(screen.getByLabelText('IFSC Code')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill all required fields for the selected withdrawal method',
    );
  });

  it('asks a signed-out visitor to log in and fetches no transactions', async () => {
    const fetchMock = stubApi(null);
    await renderRoutes([{ path: '/wallet', element: <WalletPage /> }], '/wallet');
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Transaction History' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/me/transactions'))).toBe(false);
  });
});
