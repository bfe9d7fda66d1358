import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as hindi } from '../locales/hi/messages.po';
import { TRANSACTION_TYPES } from '@shared/statuses';
import { testTransaction } from '@/test/fixtures';
import { formatSignedRupees, TRANSACTION_LABELS, transactionBetText } from './transaction-text';

afterEach(() => i18n.activate('en'));

describe('a ledger row as a player reads it', () => {
  it('names each type in the language active when it is read', () => {
    expect(TRANSACTION_LABELS.BET_WON).toBe('Payout Received');
    expect(Object.keys(TRANSACTION_LABELS).sort()).toEqual([...TRANSACTION_TYPES].sort());
    i18n.loadAndActivate({ locale: 'hi', messages: hindi });
    expect(TRANSACTION_LABELS.BET_WON).toBe('भुगतान मिला');
    expect(TRANSACTION_LABELS.CASH_OUT).toBe('कैश आउट');
    expect(TRANSACTION_LABELS.BET_HOLD).toBe('लाइव बेट');
    expect(TRANSACTION_LABELS.BET_HOLD_RELEASED).toBe('लाइव बेट अस्वीकार');
  });

  it('signs amounts with a true minus', () => {
    expect(formatSignedRupees(950)).toBe('+₹950');
    expect(formatSignedRupees(-500)).toBe('−₹500');
    expect(formatSignedRupees(0)).toBe('₹0');
  });

  it('reads a lay with its liability, and a back with its stake', () => {
    const same = (text: string) => text;
    const back = testTransaction();
    expect(transactionBetText(back, same)).toEqual({
      match: 'MI vs CSK · Match Winner',
      pick: 'Mumbai Indians · Stake ₹500',
    });
    const lay = testTransaction({ amount: -1110, bet: { ...back.bet!, side: 'LAY', stake: 1110 } });
    expect(transactionBetText(lay, same)?.pick).toBe('Lay Mumbai Indians · Liability ₹1,110');
    const cashedOut = { ...lay, type: 'CASH_OUT' as const, amount: 1330 };
    expect(transactionBetText(cashedOut, same)?.pick).toBe(
      'Lay Mumbai Indians · Liability ₹1,110 · Returned ₹1,330',
    );
  });
});
