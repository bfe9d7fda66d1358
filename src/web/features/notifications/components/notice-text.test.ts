import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { cricketText } from '@shared/cricket-text';
import type { NoticeParams } from '@shared/contracts/notifications';
import type { Locale } from '@shared/locale';
import { messages as notificationsHindi } from '../locales/hi.po';
import { noticeText } from './notice-text';

afterEach(() => i18n.activate('en'));

/** A notice as a reader in `locale` reads it. */
function read(params: NoticeParams, locale: Locale) {
  if (locale === 'hi') i18n.loadAndActivate({ locale: 'hi', messages: notificationsHindi });
  else i18n.activate('en');
  return noticeText(params, (text) => cricketText(text, locale), locale);
}

describe('noticeText', () => {
  const match = { matchId: 12, home: 'MI', away: 'CSK' };

  it('words one stored notice in the language of whoever reads it', () => {
    const won: NoticeParams = { code: 'BET_WON', ...match, bets: 2, amount: 1900 };
    expect(read(won, 'en')).toEqual({
      title: 'You won on MI vs CSK',
      body: '2 of your bets won: ₹1,900 paid to your wallet.',
    });
    expect(read(won, 'hi')).toEqual({
      title: 'MI बनाम CSK पर आपकी जीत',
      body: 'आपके 2 बेट जीते: ₹1,900 आपके वॉलेट में भेजे गए।',
    });
    const rejected: NoticeParams = { code: 'WITHDRAWAL_REJECTED', amount: 500, reason: 'KYC' };
    expect(read(rejected, 'hi')).toEqual({
      title: 'निकासी अस्वीकृत',
      body: 'आपकी ₹500 की निकासी अस्वीकार कर दी गई: KYC। राशि आपके वॉलेट में वापस आ गई है।',
    });
  });

  it('names the teams and the pick of an auto cash-out in the reader’s language', () => {
    const auto: NoticeParams = {
      code: 'AUTO_CASH_OUT',
      home: 'Mumbai Indians',
      away: 'Chennai Super Kings',
      option: 'Over',
      line: 177.5,
      amount: 650,
    };
    expect(read(auto, 'hi').body).toBe(
      'ओवर 177.5 (मुंबई इंडियंस बनाम चेन्नई सुपर किंग्स) पर आपका बेट आपके लक्ष्य पर कैश आउट हुआ: ₹650 आपके वॉलेट में भेजे गए।',
    );
  });

  it('names a match without teams by its id, and a reminder’s time on the reader’s clock', () => {
    const lost: NoticeParams = { code: 'BET_LOST', matchId: 7, home: null, away: null, bets: 1 };
    expect(read(lost, 'hi')).toEqual({ title: 'मैच #7 पर बेट हारा', body: 'आपका बेट हार गया।' });
    const reminder: NoticeParams = { code: 'MATCH_REMINDER', ...match, startsAt: '2026-04-01T14:00:00.000Z' };
    expect(read(reminder, 'en').body).toBe('MI vs CSK starts at 7:30 PM IST. You have a bet on it.');
    expect(read(reminder, 'hi').body).toBe('MI बनाम CSK शाम 7:30 IST पर शुरू होगा। इस पर आपका बेट लगा है।');
  });

  it('reads a notice stored as sentences as they were stored', () => {
    expect(read({ code: 'TEXT', title: 'Old', body: 'As stored.' }, 'hi')).toEqual({
      title: 'Old',
      body: 'As stored.',
    });
  });
});
