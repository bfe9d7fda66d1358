import { sql } from 'drizzle-orm';
import type { AdminWithdrawal } from '@shared/contracts/withdrawals';
import type { WithdrawalStatus } from '@shared/statuses';
import type { Db } from '../../db/client';
import type { Policy } from './decision-steps';
import { selectWithdrawals, toAdminWithdrawal } from './withdrawal-view';

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
