import type { Transaction } from '@shared/contracts/wallet';
import { formatRupees } from '@shared/money';

// How a ledger row reads to a player, wherever it is listed (the wallet's history, My Account).

export const TRANSACTION_LABELS: Record<Transaction['type'], string> = {
  BET_PLACED: 'Bet Placed',
  BET_WON: 'Payout Received',
  VOID_REFUND: 'Bet Refunded',
  CASH_OUT: 'Cash Out',
  DEMO_CREDIT: 'Welcome Credit',
  WITHDRAWAL_HOLD: 'Withdrawal',
  WITHDRAWAL_RELEASED: 'Withdrawal Released',
  PAYOUT_BOUNCED: 'Withdrawal Returned',
  REVERSAL: 'Settlement Corrected',
};

/** '+₹950' for a credit, '−₹500' (a true minus sign) for a debit, '₹0' for nothing. */
export function formatSignedRupees(amount: number): string {
  if (amount > 0) return `+${formatRupees(amount)}`;
  if (amount < 0) return `−${formatRupees(-amount)}`;
  return formatRupees(0);
}
