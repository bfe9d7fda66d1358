import { plural, t } from '@lingui/core/macro';
import type { NoticeParams } from '@shared/contracts/notifications';
import { formatClockTime } from '@shared/format-date';
import type { Locale } from '@shared/locale';
import { formatRupees } from '@shared/money';
import { selectionLabel } from '@shared/selection-label';

/** How a notice reads: its title and its body. */
interface NoticeText {
  title: string;
  body: string;
}

/** What wording a notice needs of its reader: the data's names and the clock in their language. */
interface Reader {
  cricketText: (text: string) => string;
  locale: Locale;
}

type MatchParams = { matchId: number | null; home: string | null; away: string | null };

/** The match a notice is about: 'MI vs CSK' in the reader's language, or 'match #12' if it has no teams. */
function matchName(m: MatchParams, { cricketText }: Reader): string {
  if (m.home && m.away) return cricketText(`${m.home} vs ${m.away}`);
  const id = m.matchId ?? '?';
  return t`match #${id}`;
}

/** Each code's wording, read in the active language when the notice is read. */
const WORDING: {
  [C in NoticeParams['code']]: (p: Extract<NoticeParams, { code: C }>, r: Reader) => NoticeText;
} = {
  BET_WON: (p, r) => {
    const [match, amount, bets] = [matchName(p, r), formatRupees(p.amount), p.bets];
    return {
      title: t`You won on ${match}`,
      body: t`${plural(bets, { one: 'Your bet won', other: '# of your bets won' })}: ${amount} paid to your wallet.`,
    };
  },
  BET_LOST: (p, r) => {
    const [match, bets] = [matchName(p, r), p.bets];
    return {
      title: t`Bet lost on ${match}`,
      body: t`${plural(bets, { one: 'Your bet lost.', other: '# of your bets lost.' })}`,
    };
  },
  BET_VOID: (p, r) => {
    const [match, amount, bets] = [matchName(p, r), formatRupees(p.amount), p.bets];
    return {
      title: t`Bet void on ${match}`,
      body: t`${plural(bets, { one: 'Your bet was void', other: '# of your bets were void' })}: ${amount} refunded to your wallet.`,
    };
  },
  AUTO_CASH_OUT: (p, { cricketText }) => {
    const paid = formatRupees(p.amount);
    const pick = selectionLabel(cricketText(p.option), p.line);
    const match = cricketText(`${p.home} vs ${p.away}`);
    return {
      title: t`Auto cash-out: ${paid}`,
      body: t`Your bet on ${pick} (${match}) was cashed out at your target: ${paid} paid to your wallet.`,
    };
  },
  MATCH_REMINDER: (p, r) => {
    const [match, time] = [matchName(p, r), formatClockTime(new Date(p.startsAt), r.locale)];
    return { title: t`${match} starts soon`, body: t`${match} starts at ${time} IST. You have a bet on it.` };
  },
  WALLET_BELOW_ZERO: (p, r) => {
    const [match, owed] = [matchName(p, r), formatRupees(p.owed)];
    return {
      title:
        p.part === 'toss' ? t`The toss of ${match} was corrected` : t`The result of ${match} was corrected`,
      body: t`What you were paid on it has been taken back, and your wallet is now ${owed} below zero. Betting and withdrawals resume once it is back above zero.`,
    };
  },
  WITHDRAWAL_PAID: (p) => {
    const amount = formatRupees(p.amount);
    return { title: t`Withdrawal paid`, body: t`Your withdrawal of ${amount} has been paid.` };
  },
  WITHDRAWAL_REJECTED: (p) => {
    const [amount, reason] = [formatRupees(p.amount), p.reason];
    return {
      title: t`Withdrawal rejected`,
      body: t`Your withdrawal of ${amount} was rejected: ${reason}. The amount is back in your wallet.`,
    };
  },
  WITHDRAWAL_FAILED: (p) => {
    const [amount, reason] = [formatRupees(p.amount), p.reason];
    return {
      title: t`Withdrawal failed`,
      body: t`Your withdrawal of ${amount} could not be delivered: ${reason}. The amount is back in your wallet.`,
    };
  },
  TEXT: (p) => ({ title: p.title, body: p.body }),
};

/**
 * A notice in the active language, worded from its code and parameters when it is read (`cricketText`:
 * the data's names, teams and options, in that language). A TEXT notice reads as it was stored.
 */
export function noticeText(
  params: NoticeParams,
  cricketText: (text: string) => string,
  locale: Locale,
): NoticeText {
  const word = WORDING[params.code] as (p: NoticeParams, r: Reader) => NoticeText;
  return word(params, { cricketText, locale });
}
