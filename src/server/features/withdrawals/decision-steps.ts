// One file, several operations: the steps every operator decision on a withdrawal shares (approve,
// reject, payout failed). Each decision runs in one transaction that locks the request, moves it with a
// guarded UPDATE (… where status = <the status it was locked in>), writes its history row and the
// admin_actions row, tells the player, and posts the money's move through the ledger (approval posts
// the request's hold to the payout account used, a refusal voids it, a bounced payout comes back from
// that account): approve and reject racing, or one of them sent twice, change it once and the other
// answers 409.
import { sql, type SQL } from 'drizzle-orm';
import type { AdminWithdrawal } from '@shared/contracts/withdrawals';
import type { WithdrawalMethod, WithdrawalStatus } from '@shared/statuses';
import type { Db } from '../../db/client';
import { DomainError, notFound } from '../../errors';
import type { Emit } from '../../realtime/live-events';
import { notify } from '../notifications/notify';
import { processedNotice } from './withdrawal-notices';
import { recordAdminAction, type AdminActionType } from '../admin/record-admin-action';
import { selectWithdrawals, toAdminWithdrawal } from './withdrawal-view';

const NOT_FOUND = 'Withdrawal request not found';
export const ALREADY_PROCESSED = 'This withdrawal request has already been processed';

export interface Policy {
  /** Four eyes: a request above this many paise needs two different admins to approve it (see twoApprovals). */
  secondApprovalAbovePaise: bigint;
}

export interface Locked {
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

export async function lockWithdrawal(tx: Db, id: string): Promise<Locked> {
  const { rows } = await tx.execute<Locked & Record<string, unknown>>(sql`
    select id, user_id, amount_paise::text, method, status, first_approved_by, payout_upi_id, payout_imps_id,
           correctable_paise::text
    from withdrawals where id = ${id}::uuid for update`);
  if (!rows[0]) throw notFound(NOT_FOUND);
  return rows[0];
}

/** The guarded move: changes the row only if it is still in `from`; the history row records it. */
export async function move(
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
export async function tellPlayer(tx: Db, emit: Emit, w: Locked, to: WithdrawalStatus, reason?: string) {
  emit({ topic: 'withdrawal', userId: w.user_id, payload: { id: w.id, status: to } });
  const notice = processedNotice(w, to, reason);
  if (notice) emit(...(await notify(tx, [notice])));
}

/** The decision's admin_actions row (which also tells every admin's back office). */
export function recordDecision(
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
export async function holdOf(tx: Db, w: Locked): Promise<string> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    select id from transactions where withdrawal_id = ${w.id}::uuid and type = 'WITHDRAWAL_HOLD'`);
  return rows[0]!.id;
}

/** What every decision answers: the request as it is now, and the text the back office shows. */
export async function answer(db: Db, policy: Policy, withdrawalId: string, message: string) {
  return { withdrawal: await findForAdmin(db, policy, withdrawalId), message };
}

export async function findForAdmin(db: Db, policy: Policy, id: string): Promise<AdminWithdrawal> {
  const [row] = await selectWithdrawals(db, sql`w.id = ${id}::uuid`);
  if (!row) throw notFound(NOT_FOUND);
  return toAdminWithdrawal(row, policy.secondApprovalAbovePaise);
}
