import type { Db } from '../../db/client';
import { adminActions } from '../../db/schema';
import type { Emit } from '../../realtime/live-events';

/** What an admin did, as admin_actions.action_type records it. */
export type AdminActionType =
  | 'BACKOFFICE_SIGN_IN'
  | 'SIGN_IN_LOCKED'
  | 'SETTLE_MATCH'
  | 'SETTLE_TOSS'
  | 'SETTLE_TOSS_BETS'
  | 'VOID_MATCH'
  | 'RESETTLE_MATCH'
  | 'RESETTLE_TOSS'
  | 'SUSPEND_MARKET'
  | 'RESUME_MARKET'
  | 'INVOKE_FUNCTION'
  | 'APPROVE_WITHDRAWAL'
  | 'FIRST_APPROVE_WITHDRAWAL'
  | 'REJECT_WITHDRAWAL'
  | 'WITHDRAWAL_PAYOUT_FAILED'
  | 'ADD_UPI_DETAIL'
  | 'UPDATE_UPI_DETAIL'
  | 'ADD_IMPS_DETAIL'
  | 'UPDATE_IMPS_DETAIL';

export type AdminActionEntry = {
  adminId: string;
  actionType: AdminActionType;
  entityType: 'match' | 'market' | 'function' | 'session' | 'withdrawal' | 'upi_detail' | 'imps_detail';
  entityId: string | number | null;
};

/**
 * The one writer of admin_actions. Pass the operation's transaction and its emit, so the audit row
 * commits with the change it describes (or not at all), and every admin's back office hears of it.
 */
export async function recordAdminAction(
  tx: Db,
  emit: Emit,
  entry: AdminActionEntry,
  details: Record<string, unknown>,
): Promise<void> {
  emit({ topic: 'backoffice', audience: 'admins', payload: { action: entry.actionType } });
  await tx.insert(adminActions).values({
    adminId: entry.adminId,
    actionType: entry.actionType,
    entityType: entry.entityType,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    details,
  });
}
