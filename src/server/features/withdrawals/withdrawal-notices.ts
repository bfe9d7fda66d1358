// What a player is told of their withdrawal once it is settled, in each language (notify stores the
// player's).
import type { Locale } from '@shared/locale';
import { formatRupees, paiseToRupees } from '@shared/money';
import type { WithdrawalStatus } from '@shared/statuses';
import { inEachLocale } from '../notifications/in-each-locale';
import type { Notice, NoticeText } from '../notifications/notify';

/** A settled request's notice in each language: its amount, and the operator's reason as they typed it. */
const WITHDRAWAL_NOTICE: Record<
  Locale,
  Record<'COMPLETED' | 'REJECTED' | 'FAILED', (amount: string, why: string) => NoticeText>
> = {
  en: {
    COMPLETED: (amount) => ({
      title: 'Withdrawal paid',
      body: `Your withdrawal of ${amount} has been paid.`,
    }),
    REJECTED: (amount, why) => ({
      title: 'Withdrawal rejected',
      body: `Your withdrawal of ${amount} was rejected: ${why}. The amount is back in your wallet.`,
    }),
    FAILED: (amount, why) => ({
      title: 'Withdrawal failed',
      body: `Your withdrawal of ${amount} could not be delivered: ${why}. The amount is back in your wallet.`,
    }),
  },
  hi: {
    COMPLETED: (amount) => ({
      title: 'निकासी का भुगतान हो गया',
      body: `आपकी ${amount} की निकासी का भुगतान कर दिया गया है।`,
    }),
    REJECTED: (amount, why) => ({
      title: 'निकासी अस्वीकृत',
      body: `आपकी ${amount} की निकासी अस्वीकार कर दी गई: ${why}। राशि आपके वॉलेट में वापस आ गई है।`,
    }),
    FAILED: (amount, why) => ({
      title: 'निकासी विफल',
      body: `आपकी ${amount} की निकासी नहीं पहुँच सकी: ${why}। राशि आपके वॉलेट में वापस आ गई है।`,
    }),
  },
};

/** What the player is told when their request is settled one way or the other (not between approvals). */
export function processedNotice(
  w: { user_id: string; amount_paise: string },
  to: WithdrawalStatus,
  reason = '',
): Notice | null {
  const amount = formatRupees(paiseToRupees(w.amount_paise));
  // The operator's reason ends the sentence: its own closing stop would make a second one.
  const why = reason.replace(/[.\s]+$/, '');
  const text =
    to === 'COMPLETED' || to === 'REJECTED' || to === 'FAILED'
      ? inEachLocale((locale) => WITHDRAWAL_NOTICE[locale][to](amount, why))
      : null;
  return text && { userId: w.user_id, kind: 'WITHDRAWAL', link: '/wallet', text };
}
