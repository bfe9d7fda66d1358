// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupDomTests } from '@/test/dom';
import { fieldRefusedResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import { WithdrawForm } from './withdraw-form';

setupDomTests();

const withdrawalCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/me/withdrawals');

async function fillUpi(upiName: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Amount (₹)'), '500');
  await user.click(screen.getByLabelText('Name'));
  await user.paste(upiName);
  await user.type(screen.getByLabelText('UPI ID'), 'asha@okaxis');
  await user.click(screen.getByRole('button', { name: 'Request Withdrawal' }));
}

describe('WithdrawForm', () => {
  it("refuses a control character in a name in the browser, with the server's message", async () => {
    const fetchMock = stubFetch();
    renderWithProviders(<WithdrawForm balance={10000} />);
    await fillUpi('Asha\u0000Rao');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'Name cannot contain control characters',
    );
    expect(withdrawalCalls(fetchMock)).toHaveLength(0);
  });

  it('shows a field the server refuses under that field, not in a toast', async () => {
    const refusal = 'UPI ID cannot contain direction controls';
    const fetchMock = stubFetch({
      handle: (url) => (url === '/api/me/withdrawals' ? fieldRefusedResponse('upiId', refusal) : undefined),
    });
    renderWithProviders(<WithdrawForm balance={10000} />);
    await fillUpi('Asha Rao');
    await waitFor(() => expect(screen.getByLabelText('UPI ID')).toHaveAccessibleDescription(refusal));
    expect(withdrawalCalls(fetchMock)).toHaveLength(1);
    expect(screen.getByLabelText('UPI ID')).toHaveValue('asha@okaxis');
    expect(screen.queryByText('Failed to submit withdrawal request')).not.toBeInTheDocument();
  });
});
