import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { markets } from '../../db/schema';

/** Records the markets' new status and what settled them (null while they wait to be settled again). */
export async function markMarkets(
  tx: Db,
  marketIds: number[],
  status: 'SETTLED' | 'VOID' | 'SUSPENDED',
  result: string | null,
) {
  if (marketIds.length === 0) return;
  await tx
    .update(markets)
    .set({ status, result, settledAt: status === 'SUSPENDED' ? null : sql`now()` })
    .where(inArray(markets.id, marketIds));
}
