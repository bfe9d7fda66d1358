import type { Db } from '../../db/client';
import { transactionWithEvents } from '../../realtime/live-events';
import { recordAdminAction, type AdminActionEntry } from './record-admin-action';

/** Audits an action that changed nothing else (entering the back office, a function's run). */
export function auditAdminAction(db: Db, entry: AdminActionEntry, details: Record<string, unknown>) {
  return transactionWithEvents(db, (tx, emit) => recordAdminAction(tx, emit, entry, details));
}
