import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LiveEvent } from '../../realtime/live-events';
import { balanceEvents } from './balance-events';

/** The live 'balance' event of each of these players' balance as it stands now (a settlement told late). */
export async function currentBalanceEvents(tx: Db, userIds: string[]): Promise<LiveEvent<'balance'>[]> {
  if (userIds.length === 0) return [];
  const { rows } = await tx.execute<{ id: string; balance_paise: string; balance_version: string }>(sql`
    select id, balance_paise, balance_version from user_profiles
    where id = any(${sql.param(userIds)}::text[]) order by id`);
  return balanceEvents(
    rows.map((r) => ({
      userId: r.id,
      balancePaise: BigInt(r.balance_paise),
      version: Number(r.balance_version),
    })),
  );
}
