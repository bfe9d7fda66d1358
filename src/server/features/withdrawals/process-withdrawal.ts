import { sql, type SQL } from 'drizzle-orm';
import { PAYOUT_FAILED_WINDOW_DAYS } from '@shared/constants';
import type {
  AdminWithdrawal,
  AdminWithdrawalDetails,
  ProcessedWithdrawal,
} from '@shared/contracts/withdrawals';
import type { WithdrawalMethod, WithdrawalStatus } from '@shared/statuses';
import type { Db } from '../../db/client';
import { DomainError, notFound } from '../../errors';
import { transactionWithEvents, type Emit } from '../../realtime/live-events';
import { notify } from '../notifications/notify';
import { processedNotice } from './withdrawal-notices';
import { recordAdminAction, type AdminActionType } from '../admin/audit';
import { balanceEvents } from '../wallet/balance-events';
import { transfer } from '../wallet/ledger';
import { holdActivePayoutAccount, markPayoutAccountUsed, payoutKindOf } from './payout-accounts';
import { selectWithdrawals, toAdminWithdrawal, twoApprovals } from './withdrawal-view';

// An operator's decisions on a withdrawal. Each runs in one transaction that locks the request, moves it
// with a guarded UPDATE (… where status = <the status it was locked in>), writes its history row and
// the admin_actions row, tells the player, and posts the money's move through the ledger (approval
// posts the request's hold to the payout account used, a refusal voids it, a bounced payout comes back
// from that account): approve and reject racing, or one of them sent twice, change it once and the
// other answers 409.

const NOT_FOUND = 'Withdrawal request not found';
const ALREADY_PROCESSED = 'This withdrawal request has already been processed';

export interface Policy {
  /** Four eyes: a request above this many paise needs two different admins to approve it (see twoApprovals). */
  secondApprovalAbovePaise: bigint;
}

interface Locked {
  id: string;
  user_id: string;
  amount_paise: string;
  method: WithdrawalMethod;
  status: WithdrawalStatus;
  first_approved_by: string | null;
  payout_upi_id: number | null;
  payout_imps_id: number | null;
  correctable_paise: string;
}

async function lockWithdrawal(tx: Db, id: string): Promise<Locked> {
  const { rows } = await tx.execute<Locked & Record<string, unknown>>(sql`
    select id, user_id, amount_paise::text, method, status, first_approved_by, payout_upi_id, payout_imps_id,
           correctable_paise::text
    from withdrawals where id = ${id}::uuid for update`);
  if (!rows[0]) throw notFound(NOT_FOUND);
  return rows[0];
}

/** The guarded move: changes the row only if it is still in `from`; the history row records it. */
async function move(
  tx: Db,
  w: Locked,
  to: WithdrawalStatus,
  set: SQL,
  actorId: string,
  reason: string | null,
  details: Record<string, unknown> = {},
) {
  const { rows } = await tx.execute(sql`
    update withdrawals set status = ${to}, ${set}
    where id = ${w.id}::uuid and status = ${w.status}
    returning id`);
  if (rows.length !== 1) throw new DomainError('WITHDRAWAL_PROCESSED', ALREADY_PROCESSED);
  await tx.execute(sql`
    insert into withdrawal_status_history (withdrawal_id, from_status, to_status, actor_id, reason, details)
    values (${w.id}::uuid, ${w.status}, ${to}, ${actorId}, ${reason}, ${JSON.stringify(details)}::jsonb)`);
}

/** The player hears of the move: their withdrawal's new status, and a notice once it is settled. */
async function tellPlayer(tx: Db, emit: Emit, w: Locked, to: WithdrawalStatus, reason?: string) {
  emit({ topic: 'withdrawal', userId: w.user_id, payload: { id: w.id, status: to } });
  const notice = processedNotice(w, to, reason);
  if (notice) emit(...(await notify(tx, [notice])));
}

/** The decision's admin_actions row (which also tells every admin's back office). */
function recordDecision(
  tx: Db,
  emit: Emit,
  adminId: string,
  actionType: AdminActionType,
  w: Locked,
  to: WithdrawalStatus,
  details: Record<string, unknown>,
) {
  return recordAdminAction(
    tx,
    emit,
    { adminId, actionType, entityType: 'withdrawal', entityId: w.id },
    { from: w.status, to, amountPaise: w.amount_paise, userId: w.user_id, ...details },
  );
}

/** The hold the request placed on the player's money (its WITHDRAWAL_HOLD transfer). */
async function holdOf(tx: Db, w: Locked): Promise<string> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    select id from transactions where withdrawal_id = ${w.id}::uuid and type = 'WITHDRAWAL_HOLD'`);
  return rows[0]!.id;
}

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

type Decision = { withdrawalId: string; adminId: string; reason: string };

/** A decision that sends the money back: the request moves to `to` and the amount is refunded. */
interface RefundingStep {
  to: 'REJECTED' | 'FAILED';
  why: 'rejected' | 'payout_failed';
  actionType: AdminActionType;
  set: (reason: string, adminId: string) => SQL;
  /** Throws when the locked request cannot take this step. */
  check: (tx: Db, w: Locked) => Promise<void>;
  message: string;
}

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

async function refundingStep(db: Db, policy: Policy, input: Decision, step: RefundingStep) {
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

/** Rejects an open request with a reason the player sees, and refunds it in the same transaction. */
export const rejectWithdrawal = (db: Db, policy: Policy, input: Decision) =>
  refundingStep(db, policy, input, REJECT);

/** A completed payout that bounced, within PAYOUT_FAILED_WINDOW_DAYS: FAILED, and refunded. */
export const recordPayoutFailed = (db: Db, policy: Policy, input: Decision) =>
  refundingStep(db, policy, input, PAYOUT_FAILED);

/** What every decision answers: the request as it is now, and the text the back office shows. */
async function answer(db: Db, policy: Policy, withdrawalId: string, message: string) {
  return { withdrawal: await findForAdmin(db, policy, withdrawalId), message };
}

async function findForAdmin(db: Db, policy: Policy, id: string): Promise<AdminWithdrawal> {
  const [row] = await selectWithdrawals(db, sql`w.id = ${id}::uuid`);
  if (!row) throw notFound(NOT_FOUND);
  return toAdminWithdrawal(row, policy.secondApprovalAbovePaise);
}

/**
 * The operator's list: open requests (pending, or awaiting a second admin) newest first, as the spec
 * orders them; or those of one status, most recently processed first.
 */
export async function listWithdrawalsForAdmin(
  db: Db,
  policy: Policy,
  status: WithdrawalStatus | undefined,
): Promise<AdminWithdrawal[]> {
  const where = status ? sql`w.status = ${status}` : sql`w.status in ('PENDING', 'AWAITING_SECOND_APPROVAL')`;
  const order = status ? sql`coalesce(w.processed_at, w.created_at) desc` : sql`w.created_at desc`;
  return (await selectWithdrawals(db, where, order)).map((row) =>
    toAdminWithdrawal(row, policy.secondApprovalAbovePaise),
  );
}

export async function withdrawalDetails(db: Db, policy: Policy, id: string): Promise<AdminWithdrawalDetails> {
  const withdrawal = await findForAdmin(db, policy, id);
  const history = await db.execute<{
    from_status: WithdrawalStatus | null;
    to_status: WithdrawalStatus;
    actor_name: string;
    reason: string | null;
    created_at: string;
  }>(sql`
    select h.from_status, h.to_status, coalesce(nullif(u.name, ''), u.email) as actor_name, h.reason,
           to_json(h.created_at)#>>'{}' as created_at
    from withdrawal_status_history h join user_profiles u on u.id = h.actor_id
    where h.withdrawal_id = ${id}::uuid order by h.id`);
  return {
    withdrawal,
    history: history.rows.map((h) => ({
      fromStatus: h.from_status,
      toStatus: h.to_status,
      actorName: h.actor_name,
      reason: h.reason,
      createdAt: new Date(h.created_at).toISOString(),
    })),
  };
}
