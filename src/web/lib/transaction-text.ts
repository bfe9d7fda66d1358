import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Transaction } from '@shared/contracts/wallet';
import { formatRupees } from '@shared/money';

// How a ledger row reads to a player, wherever it is listed (the wallet's history, My Account).

const LABELS: Record<Transaction['type'], MessageDescriptor> = {
  BET_PLACED: msg`Bet Placed`,
  BET_WON: msg`Payout Received`,
  VOID_REFUND: msg`Bet Refunded`,
  CASH_OUT: msg`Cash Out`,
  DEMO_CREDIT: msg`Welcome Credit`,
  WITHDRAWAL_HOLD: msg`Withdrawal`,
  WITHDRAWAL_RELEASED: msg`Withdrawal Released`,
  PAYOUT_BOUNCED: msg`Withdrawal Returned`,
  REVERSAL: msg`Settlement Corrected`,
};

/** Each type's label in the active language: read when shown (each property is a getter). */
export const TRANSACTION_LABELS = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.entries(LABELS).map(([type, label]) => [type, { get: () => i18n._(label), enumerable: true }]),
  ),
) as Readonly<Record<Transaction['type'], string>>;

/** '+₹950' for a credit, '−₹500' (a true minus sign) for a debit, '₹0' for nothing. */
export function formatSignedRupees(amount: number): string {
  if (amount > 0) return `+${formatRupees(amount)}`;
  if (amount < 0) return `−${formatRupees(-amount)}`;
  return formatRupees(0);
}
