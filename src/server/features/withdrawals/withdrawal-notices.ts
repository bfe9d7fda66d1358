// What a player is told of their withdrawal once it is settled: a notice code with its amount and the
// operator's reason, worded in the player's language when they read it.
import { paiseToRupees } from '@shared/money';
import type { WithdrawalStatus } from '@shared/statuses';
import type { Notice, NoticeCode } from '../notifications/notify';

const CODE_OF_STATUS = {
  COMPLETED: 'WITHDRAWAL_PAID',
  REJECTED: 'WITHDRAWAL_REJECTED',
  FAILED: 'WITHDRAWAL_FAILED',
} as const satisfies Partial<Record<WithdrawalStatus, NoticeCode['code']>>;

/** What the player is told when their request is settled one way or the other (not between approvals). */
export function processedNotice(
  w: { user_id: string; amount_paise: string },
  to: WithdrawalStatus,
  reason = '',
): Notice | null {
  if (to !== 'COMPLETED' && to !== 'REJECTED' && to !== 'FAILED') return null;
  const amount = paiseToRupees(w.amount_paise);
  // The operator's reason ends the reader's sentence: its own closing stop would make a second one.
  const why = reason.replace(/[.\s]+$/, '');
  const code = CODE_OF_STATUS[to];
  return {
    userId: w.user_id,
    link: '/wallet',
    params: code === 'WITHDRAWAL_PAID' ? { code, amount } : { code, amount, reason: why },
  };
}
