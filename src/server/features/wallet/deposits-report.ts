import { sql } from 'drizzle-orm';
import type { MoneyFlow } from '@shared/contracts/reports';
import { paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';

/**
 * The money paid into players' wallets in [from, to): the ledger's demo credits, transfers from the
 * house's promotions to a wallet. Reads the ledger only.
 */
export async function depositsIn(db: Db, { from, to }: { from: Date; to: Date }): Promise<MoneyFlow> {
  const { rows } = await db.execute<{ count: number; amount: string }>(sql`
    select count(*)::int as count, coalesce(sum(amount_paise), 0)::text as amount
    from transactions
    where type = 'DEMO_CREDIT'
      and created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz`);
  return { count: rows[0]!.count, amount: paiseToRupees(rows[0]!.amount) };
}
