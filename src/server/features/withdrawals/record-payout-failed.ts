import { sql } from 'drizzle-orm';
import { PAYOUT_FAILED_WINDOW_DAYS } from '@shared/constants';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors';
import type { Policy } from './decision-steps';
import { refundingStep, type Decision, type RefundingStep } from './refunding-step';

const PAYOUT_FAILED: RefundingStep = {
  to: 'FAILED',
  why: 'payout_failed',
  actionType: 'WITHDRAWAL_PAYOUT_FAILED',
  set: (reason) => sql`failure_reason = ${reason}, failed_at = now()`,
  check: async (tx, w) => {
    if (w.status === 'FAILED')
      throw new DomainError('WITHDRAWAL_PROCESSED', 'This payout is already recorded as failed');
    if (w.status !== 'COMPLETED')
      throw new DomainError('WITHDRAWAL_PROCESSED', 'Only a completed payout can be recorded as failed');
    const { rows } = await tx.execute(sql`
      select 1 from withdrawals
      where id = ${w.id}::uuid and processed_at > now() - make_interval(days => ${PAYOUT_FAILED_WINDOW_DAYS})`);
    if (rows.length === 0)
      throw new DomainError(
        'PAYOUT_FAILED_WINDOW_CLOSED',
        `A payout can be recorded as failed only within ${PAYOUT_FAILED_WINDOW_DAYS} days of being paid`,
      );
  },
  message: 'Payout recorded as failed and refunded to the player',
};

/** A completed payout that bounced, within PAYOUT_FAILED_WINDOW_DAYS: FAILED, and refunded. */
export const recordPayoutFailed = (db: Db, policy: Policy, input: Decision) =>
  refundingStep(db, policy, input, PAYOUT_FAILED);
