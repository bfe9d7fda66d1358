import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectWithdrawals, toWithdrawal } from './withdrawal-view';

/** GET /api/me/withdrawals: the player's own, newest first. */
export async function listOwnWithdrawals(db: Db, userId: string) {
  return (await selectWithdrawals(db, sql`w.user_id = ${userId}`, sql`w.created_at desc`, 200)).map(
    toWithdrawal,
  );
}
