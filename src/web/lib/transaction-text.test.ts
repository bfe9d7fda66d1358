import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as hindi } from '../locales/hi/messages.po';
import { TRANSACTION_TYPES } from '@shared/statuses';
import { formatSignedRupees, TRANSACTION_LABELS } from './transaction-text';

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
});
