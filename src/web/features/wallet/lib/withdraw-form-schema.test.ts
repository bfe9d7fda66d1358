import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { WITHDRAWAL_TEXT } from '@shared/contracts/withdrawals';
import { messages as hindi } from '../locales/hi.po';
import { EMPTY_FIELDS as EMPTY, withdrawFormErrors } from './withdraw-form-schema';

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('the Withdraw form’s checks', () => {
  it('say the spec’s texts verbatim in English', () => {
    expect(withdrawFormErrors(EMPTY, 'upi', 10_000)).toEqual({
      amount: WITHDRAWAL_TEXT.amountRequired,
      upiName: 'Name is required',
      upiId: 'UPI ID is required',
      form: WITHDRAWAL_TEXT.methodFields,
    });
    const upi = { ...EMPTY, upiName: 'Asha', upiId: 'asha' };
    expect(withdrawFormErrors({ ...upi, amount: '12x' }, 'upi', 10_000).amount).toBe(
      WITHDRAWAL_TEXT.amountNotNumber,
    );
    expect(withdrawFormErrors({ ...upi, amount: '100' }, 'upi', 10_000).amount).toBe(WITHDRAWAL_TEXT.minimum);
    expect(withdrawFormErrors({ ...upi, amount: '20000' }, 'upi', 10_000)).toEqual({
      amount: WITHDRAWAL_TEXT.exceedsBalance,
      upiId: WITHDRAWAL_TEXT.upiIdFormat,
    });
    const bank = { ...EMPTY, amount: '500', accountHolderName: 'Asha', bankName: 'HDFC Bank' };
    expect(
      withdrawFormErrors(
        { ...bank, accountNumber: '12', accountNumberConfirm: '12', ifscCode: 'HDFC1' },
        'bank',
        10_000,
      ),
    ).toEqual({
      accountNumber: WITHDRAWAL_TEXT.accountNumberFormat,
      ifscCode: WITHDRAWAL_TEXT.ifscFormat,
    });
    const typedTwice = { ...bank, accountNumber: '123456789', accountNumberConfirm: '123456789' };
    expect(withdrawFormErrors({ ...typedTwice, ifscCode: 'HDFC0001234' }, 'bank', 10_000)).toEqual({});
  });

  it('take a holder name of letters, spaces and name punctuation, and the account number twice', () => {
    const bank = {
      ...EMPTY,
      amount: '500',
      accountHolderName: '123456789012',
      accountNumber: '123456789012',
      accountNumberConfirm: '123456789013',
      ifscCode: 'HDFC0001234',
      bankName: 'HDFC Bank',
    };
    expect(withdrawFormErrors(bank, 'bank', 10_000)).toEqual({
      accountHolderName: WITHDRAWAL_TEXT.holderNameFormat,
      accountNumberConfirm: 'Account numbers do not match',
    });
    for (const name of ["Anita D'Souza", 'R. K. Rao-Patil', 'रवि कुमार'])
      expect(
        withdrawFormErrors(
          { ...bank, accountHolderName: name, accountNumberConfirm: '123456789012' },
          'bank',
          10_000,
        ),
        name,
      ).toEqual({});
    expect(withdrawFormErrors({ ...bank, accountNumberConfirm: '' }, 'bank', 10_000)).toMatchObject({
      accountNumberConfirm: 'Confirm Account Number is required',
      form: WITHDRAWAL_TEXT.methodFields,
    });
  });

  it('speak the active language, from its catalog', () => {
    i18n.loadAndActivate({ locale: 'hi', messages: hindi });
    expect(withdrawFormErrors(EMPTY, 'upi', 10_000)).toEqual({
      amount: 'राशि ज़रूरी है',
      upiName: 'नाम ज़रूरी है',
      upiId: 'UPI आईडी ज़रूरी है',
      form: 'चुने गए निकासी तरीके के सभी ज़रूरी फ़ील्ड भरें',
    });
    const upi = { ...EMPTY, upiName: 'Asha\u0000', upiId: 'asha@okaxis' };
    expect(withdrawFormErrors({ ...upi, amount: '100' }, 'upi', 10_000)).toEqual({
      amount: 'न्यूनतम निकासी राशि ₹500 है',
      upiName: 'नाम में कंट्रोल कैरेक्टर नहीं हो सकते',
    });
    expect(withdrawFormErrors({ ...upi, upiName: 'Asha', amount: '20000' }, 'upi', 10_000).amount).toBe(
      'राशि आपके उपलब्ध बैलेंस से ज़्यादा है',
    );
  });
});
