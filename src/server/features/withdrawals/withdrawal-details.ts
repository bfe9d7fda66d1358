import { sql } from 'drizzle-orm';
import type { AdminWithdrawalDetails } from '@shared/contracts/withdrawals';
import type { WithdrawalStatus } from '@shared/statuses';
import type { Db } from '../../db/client';
import { findForAdmin, type Policy } from './decision-steps';

/** One request as the back office opens it: the request now, and every move it made, oldest first. */
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
