import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors';
import { ALREADY_PROCESSED, type Policy } from './decision-steps';
import { refundingStep, type Decision, type RefundingStep } from './refunding-step';

const REJECT: RefundingStep = {
  to: 'REJECTED',
  why: 'rejected',
  actionType: 'REJECT_WITHDRAWAL',
  set: (reason, adminId) =>
    sql`rejection_reason = ${reason}, processed_by = ${adminId}, processed_at = now()`,
  check: async (_tx, w) => {
    if (w.status !== 'PENDING' && w.status !== 'AWAITING_SECOND_APPROVAL')
      throw new DomainError('WITHDRAWAL_PROCESSED', ALREADY_PROCESSED);
  },
  message: 'Withdrawal rejected and refunded to the player',
};

/** Rejects an open request with a reason the player sees, and refunds it in the same transaction. */
export const rejectWithdrawal = (db: Db, policy: Policy, input: Decision) =>
  refundingStep(db, policy, input, REJECT);
