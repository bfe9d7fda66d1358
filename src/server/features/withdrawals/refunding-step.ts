import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transactionWithEvents, type Emit } from '../../realtime/live-events';
import type { AdminActionType } from '../admin/record-admin-action';
import { balanceEvents } from '../wallet/balance-events';
import { transfer } from '../wallet/ledger';
import {
  answer,
  holdOf,
  lockWithdrawal,
  move,
  recordDecision,
  tellPlayer,
  type Locked,
  type Policy,
} from './decision-steps';

export type Decision = { withdrawalId: string; adminId: string; reason: string };

/** A decision that sends the money back: the request moves to `to` and the amount is refunded. */
export interface RefundingStep {
  to: 'REJECTED' | 'FAILED';
  why: 'rejected' | 'payout_failed';
  actionType: AdminActionType;
  set: (reason: string, adminId: string) => SQL;
  /** Throws when the locked request cannot take this step. */
  check: (tx: Db, w: Locked) => Promise<void>;
  message: string;
}

/**
 * The money comes back to the player: a refusal voids the hold (WITHDRAWAL_RELEASED); a bounced payout
 * is a new transfer back from the payout account that paid it (PAYOUT_BOUNCED).
 */
async function giveBack(tx: Db, emit: Emit, w: Locked, why: 'rejected' | 'payout_failed') {
  const amountPaise = BigInt(w.amount_paise);
  const posted =
    why === 'rejected'
      ? await transfer(tx, {
          code: 'WITHDRAWAL_RELEASED',
          from: 'WITHDRAWALS_IN_FLIGHT',
          to: 'PLAYER',
          amountPaise,
          userId: w.user_id,
          pendingId: await holdOf(tx, w),
          withdrawalId: w.id,
          metadata: { reason: why },
        })
      : await transfer(tx, {
          code: 'PAYOUT_BOUNCED',
          from: w.payout_upi_id !== null ? 'PAYOUT_UPI' : 'PAYOUT_IMPS',
          to: 'PLAYER',
          amountPaise,
          userId: w.user_id,
          ...(w.payout_upi_id !== null
            ? { payoutUpiId: w.payout_upi_id }
            : { payoutImpsId: w.payout_imps_id! }),
          withdrawalId: w.id,
          metadata: { reason: why },
        });
  emit(...balanceEvents(posted.balances));
}

export async function refundingStep(db: Db, policy: Policy, input: Decision, step: RefundingStep) {
  const { withdrawalId, adminId, reason } = input;
  await transactionWithEvents(db, async (tx, emit) => {
    const w = await lockWithdrawal(tx, withdrawalId);
    await step.check(tx, w);
    await move(tx, w, step.to, step.set(reason, adminId), adminId, reason);
    await giveBack(tx, emit, w, step.why);
    await tellPlayer(tx, emit, w, step.to, reason);
    await recordDecision(tx, emit, adminId, step.actionType, w, step.to, { reason });
  });
  return answer(db, policy, withdrawalId, step.message);
}
