// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupDomTests } from '@/test/dom';
import { I18nWrapper } from '@/test/render';
import { rejectWithdrawalSchema } from '@shared/contracts/withdrawals';
import { ReasonDialog } from './reason-dialog';

setupDomTests();

function renderDialog(busy = false) {
  const onConfirm = vi.fn();
  render(
    <ReasonDialog
      open
      id="reject"
      title="Reject Withdrawal Request"
      description="The amount is refunded."
      label="Rejection Reason"
      placeholder="The player will see this reason"
      confirmLabel="Reject Withdrawal"
      busy={busy}
      schema={rejectWithdrawalSchema.shape.reason}
      onCancel={() => {}}
      onConfirm={onConfirm}
    />,
    { wrapper: I18nWrapper },
  );
  return { onConfirm, confirm: screen.getByRole('button', { name: 'Reject Withdrawal' }) };
}

describe('ReasonDialog', () => {
  it('keeps the decision disabled while the reason is blank, and sends it trimmed', async () => {
    const user = userEvent.setup();
    const { onConfirm, confirm } = renderDialog();
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Rejection Reason'), '   ');
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Rejection Reason'), 'Name does not match  ');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('Name does not match');
  });

  it("shows the contract's refusal under the field and sends nothing, until the reason is changed", async () => {
    const user = userEvent.setup();
    const { onConfirm, confirm } = renderDialog();
    const field = screen.getByLabelText('Rejection Reason');
    await user.click(field);
    await user.paste('Name\u0000mismatch');
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(field).toHaveAccessibleDescription('Rejection reason cannot contain control characters');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, 'Name mismatch');
    expect(field).not.toHaveAccessibleDescription();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('Name mismatch');
  });

  it('stays disabled while a decision is on its way', async () => {
    const user = userEvent.setup();
    const { confirm } = renderDialog(true);
    await user.type(screen.getByLabelText('Rejection Reason'), 'Duplicate request');
    expect(confirm).toBeDisabled();
  });
});
