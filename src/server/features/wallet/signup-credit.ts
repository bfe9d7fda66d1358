import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Pays the demo credit to a new account, once: the ledger row and the balance update happen in
 * one statement, and a partial unique index (one DEMO_CREDIT per user) makes retries pay nothing.
 * Returns true when this call paid it.
 */
export async function grantSignupCredit(db: Db, userId: string, amountPaise: bigint): Promise<boolean> {
  if (amountPaise <= 0n) return false;
  const result = await db.execute(sql`
    with credit as (
      insert into transactions (user_id, type, amount_paise, status, metadata)
      values (${userId}, 'DEMO_CREDIT', ${amountPaise}, 'COMPLETED', '{"reason":"Welcome demo credit"}'::jsonb)
      on conflict (user_id) where type = 'DEMO_CREDIT' do nothing
      returning amount_paise
    )
    update user_profiles set balance_paise = balance_paise + credit.amount_paise, updated_at = now()
    from credit where user_profiles.id = ${userId}
    returning user_profiles.id`);
  return result.rows.length === 1;
}
