import { sql } from 'drizzle-orm';
import type { ProcessedWithdrawal } from '@shared/contracts/withdrawals';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors';
import { transactionWithEvents } from '../../realtime/live-events';
import { transfer } from '../wallet/ledger';
import { holdActivePayoutAccount, markPayoutAccountUsed, payoutKindOf } from './payout-accounts';
import { twoApprovals } from './withdrawal-view';
import {
  ALREADY_PROCESSED,
  answer,
  holdOf,
  lockWithdrawal,
  move,
  recordDecision,
  tellPlayer,
  type Locked,
  type Policy,
} from './decision-steps';

/** Approval posts the hold: the amount leaves the withdrawals in flight for the payout account used. */
async function postHold(tx: Db, w: Locked, kind: 'upi' | 'imps', payoutAccountId: number) {
  await transfer(tx, {
    code: 'WITHDRAWAL_PAID',
    from: 'WITHDRAWALS_IN_FLIGHT',
    to: kind === 'upi' ? 'PAYOUT_UPI' : 'PAYOUT_IMPS',
    amountPaise: BigInt(w.amount_paise),
    ...(kind === 'upi' ? { payoutUpiId: payoutAccountId } : { payoutImpsId: payoutAccountId }),
    pendingId: await holdOf(tx, w),
    withdrawalId: w.id,
    metadata: { method: w.method },
  });
}

/**
 * Approves a request, paid through `payoutAccountId` (a UPI detail for upi, an IMPS detail for bank),
 * which must be active. When it needs two admins (above the four-eyes amount, or taking winnings still
 * open to correction: twoApprovals) the first approval moves it to AWAITING_SECOND_APPROVAL and a
 * different admin's approval completes it.
 */
export async function approveWithdrawal(
  db: Db,
  policy: Policy,
  input: { withdrawalId: string; adminId: string; payoutAccountId: number },
): Promise<ProcessedWithdrawal> {
  const { withdrawalId, adminId, payoutAccountId } = input;
  const to = await transactionWithEvents(db, async (tx, emit) => {
    const w = await lockWithdrawal(tx, withdrawalId);
    if (w.status === 'AWAITING_SECOND_APPROVAL' && w.first_approved_by === adminId)
      throw new DomainError(
        'SECOND_ADMIN_REQUIRED',
        'You approved this withdrawal first: a different admin must confirm it',
      );
    if (w.status !== 'PENDING' && w.status !== 'AWAITING_SECOND_APPROVAL')
      throw new DomainError('WITHDRAWAL_PROCESSED', ALREADY_PROCESSED);
    const kind = payoutKindOf(w.method);
    if (!(await holdActivePayoutAccount(tx, kind, payoutAccountId)))
      throw new DomainError(
        'PAYOUT_ACCOUNT_UNAVAILABLE',
        `This ${kind === 'upi' ? 'UPI' : 'IMPS'} payout account is not active. Choose another one.`,
      );
    const account =
      kind === 'upi'
        ? sql`payout_upi_id = ${payoutAccountId}, payout_imps_id = null`
        : sql`payout_imps_id = ${payoutAccountId}, payout_upi_id = null`;
    const firstOfTwo =
      w.status === 'PENDING' && twoApprovals(w, policy.secondApprovalAbovePaise).needsTwoApprovals;
    if (firstOfTwo) {
      await move(
        tx,
        w,
        'AWAITING_SECOND_APPROVAL',
        sql`${account}, first_approved_by = ${adminId}, first_approved_at = now()`,
        adminId,
        null,
        { payoutAccountId },
      );
      await tellPlayer(tx, emit, w, 'AWAITING_SECOND_APPROVAL');
      await recordDecision(tx, emit, adminId, 'FIRST_APPROVE_WITHDRAWAL', w, 'AWAITING_SECOND_APPROVAL', {
        payoutAccountId,
      });
      return 'AWAITING_SECOND_APPROVAL' as const;
    }
    await move(
      tx,
      w,
      'COMPLETED',
      sql`${account}, processed_by = ${adminId}, processed_at = now()`,
      adminId,
      null,
      {
        payoutAccountId,
      },
    );
    await markPayoutAccountUsed(tx, kind, payoutAccountId);
    await postHold(tx, w, kind, payoutAccountId);
    await tellPlayer(tx, emit, w, 'COMPLETED');
    await recordDecision(tx, emit, adminId, 'APPROVE_WITHDRAWAL', w, 'COMPLETED', { payoutAccountId });
    return 'COMPLETED' as const;
  });
  return answer(
    db,
    policy,
    withdrawalId,
    to === 'COMPLETED'
      ? 'Withdrawal approved successfully'
      : 'First approval recorded: a second admin must confirm this withdrawal',
  );
}
