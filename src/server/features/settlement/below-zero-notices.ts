import type { Locale } from '@shared/locale';
import { formatRupees, paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';
import type { LiveEvent } from '../../realtime/live-events';
import { inEachLocale } from '../notifications/in-each-locale';
import { notify, type NoticeText } from '../notifications/notify';
import { balancesOf } from '../wallet/ledger';
import { matchNameOf } from './match-name-of';

/** What a player is told when the correction of `part` of `match` left their wallet `owed` below zero. */
const TEXT: Record<Locale, (match: string, part: 'result' | 'toss', owed: string) => NoticeText> = {
  en: (match, part, owed) => ({
    title: part === 'toss' ? `The toss of ${match} was corrected` : `The result of ${match} was corrected`,
    body: `What you were paid on it has been taken back, and your wallet is now ${owed} below zero. Betting and withdrawals resume once it is back above zero.`,
  }),
  hi: (match, part, owed) => ({
    title: part === 'toss' ? `${match} के टॉस का नतीजा सुधारा गया` : `${match} का नतीजा सुधारा गया`,
    body: `इस पर आपको मिला भुगतान वापस ले लिया गया है, और आपका वॉलेट अब शून्य से ${owed} नीचे है। बैलेंस फिर से शून्य से ऊपर आते ही बेटिंग और निकासी शुरू हो जाएँगी।`,
  }),
};

/**
 * Tells each player whose wallet the correction of `part` of the match left below zero, and lower than
 * `balancesBefore` (their wallets before it, as the correction locked them), why: a notice naming the
 * match, always sent (it is about their money), in the correction's transaction.
 */
export async function tellWalletsBelowZero(
  tx: Db,
  matchId: number,
  part: 'result' | 'toss',
  balancesBefore: Map<string, bigint>,
): Promise<LiveEvent[]> {
  const now = await balancesOf(tx, [...balancesBefore.keys()]);
  const below = [...now].filter(([userId, paise]) => paise < 0n && paise < balancesBefore.get(userId)!);
  if (below.length === 0) return [];
  const match = await matchNameOf(tx, matchId);
  return notify(
    tx,
    below.map(([userId, paise]) => ({
      userId,
      kind: 'WALLET_BELOW_ZERO',
      link: '/wallet',
      text: inEachLocale((locale) => TEXT[locale](match(locale), part, formatRupees(paiseToRupees(-paise)))),
    })),
  );
}
