import type { Locale } from '@shared/locale';
import { formatRupees, paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';
import type { LiveEvent } from '../../realtime/live-events';
import { inEachLocale } from '../notifications/in-each-locale';
import { notify, type Notice, type NoticeText } from '../notifications/notify';
import type { BetCounts } from './bet-counts';
import { matchNameOf } from './match-name-of';

type Outcome = 'WON' | 'LOST' | 'VOID';
/** What a player is told of `n` bets on `match` settled one way, `amount` paid or refunded. */
type ResultText = (match: string, n: number, amount: string) => NoticeText;

const TEXT: Record<Locale, Record<Outcome, ResultText>> = {
  en: {
    WON: (match, n, amount) => ({
      title: `You won on ${match}`,
      body: `${n === 1 ? 'Your bet won' : `${n} of your bets won`}: ${amount} paid to your wallet.`,
    }),
    LOST: (match, n) => ({
      title: `Bet lost on ${match}`,
      body: `${n === 1 ? 'Your bet lost' : `${n} of your bets lost`}.`,
    }),
    VOID: (match, n, amount) => ({
      title: `Bet void on ${match}`,
      body: `${n === 1 ? 'Your bet was void' : `${n} of your bets were void`}: ${amount} refunded to your wallet.`,
    }),
  },
  hi: {
    WON: (match, n, amount) => ({
      title: `${match} पर आपकी जीत`,
      body: `${n === 1 ? 'आपका बेट जीता' : `आपके ${n} बेट जीते`}: ${amount} आपके वॉलेट में भेजे गए।`,
    }),
    LOST: (match, n) => ({
      title: `${match} पर बेट हारा`,
      body: `${n === 1 ? 'आपका बेट हार गया' : `आपके ${n} बेट हार गए`}।`,
    }),
    VOID: (match, n, amount) => ({
      title: `${match} पर बेट रद्द`,
      body: `${n === 1 ? 'आपका बेट रद्द हुआ' : `आपके ${n} बेट रद्द हुए`}: ${amount} आपके वॉलेट में वापस।`,
    }),
  },
};

/**
 * One notice per player and outcome of a settlement (won with the payout, lost, void with the
 * refund), in each language (notify stores the player's).
 */
export async function tellBetResults(tx: Db, matchId: number, counts: BetCounts): Promise<LiveEvent[]> {
  const told = counts.filter((count): count is [string, Outcome, number, string] => count[1] !== 'PENDING');
  if (told.length === 0) return [];
  const match = await matchNameOf(tx, matchId);
  const notices = told.map(([userId, outcome, n, paid]): Notice => {
    const amount = formatRupees(paiseToRupees(paid));
    return {
      userId,
      kind: 'BET_RESULT',
      link: '/my-bets',
      text: inEachLocale((locale) => TEXT[locale][outcome](match(locale), n, amount)),
    };
  });
  return notify(tx, notices);
}
