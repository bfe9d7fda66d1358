import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { Transaction } from '@shared/contracts/wallet';
import { formatRupees } from '@shared/money';
import { selectionLabel } from '@shared/selection-label';

// How a ledger row reads to a player, wherever it is listed (the wallet's history, My Account).

const LABELS: Record<Transaction['type'], MessageDescriptor> = {
  BET_PLACED: msg`Bet Placed`,
  BET_HOLD: msg`In-Play Bet`,
  BET_HOLD_RELEASED: msg`In-Play Bet Refused`,
  BET_WON: msg`Payout Received`,
  VOID_REFUND: msg`Bet Refunded`,
  CASH_OUT: msg`Cash Out`,
  DEMO_CREDIT: msg`Welcome Credit`,
  WITHDRAWAL_HOLD: msg`Withdrawal`,
  WITHDRAWAL_RELEASED: msg`Withdrawal Released`,
  PAYOUT_BOUNCED: msg`Withdrawal Returned`,
  EXPOSURE_RELEASED: msg`Hedge Released`,
  EXPOSURE_HELD: msg`Hedge Held Back`,
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

/**
 * What a ledger row's bet reads as, in the active language (`cricketText`: the data's names in it):
 * its match and market ('MI vs CSK · Match Winner'), and its pick with the stake, and on a cash-out
 * what came back ('Mumbai Indians · Stake ₹500 · Returned ₹650'); a lay's with its liability ('Lay Mumbai
 * Indians · Liability ₹1,110'). Null for a row about no bet.
 */
export function transactionBetText(
  transaction: Transaction,
  cricketText: (text: string) => string,
): { match: string; pick: string } | null {
  const bet = transaction.bet;
  if (!bet) return null;
  const { homeTeam: home, awayTeam: away } = bet;
  const market = cricketText(bet.market);
  const selection = selectionLabel(cricketText(bet.optionName), bet.line);
  const stake = formatRupees(bet.stake);
  const returned = formatRupees(Math.abs(transaction.amount));
  if (bet.side === 'LAY')
    return {
      match: t`${home} vs ${away} · ${market}`,
      pick:
        transaction.type === 'CASH_OUT'
          ? t`Lay ${selection} · Liability ${stake} · Returned ${returned}`
          : t`Lay ${selection} · Liability ${stake}`,
    };
  return {
    match: t`${home} vs ${away} · ${market}`,
    pick:
      transaction.type === 'CASH_OUT'
        ? t`${selection} · Stake ${stake} · Returned ${returned}`
        : t`${selection} · Stake ${stake}`,
  };
}
