import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The markets of the match that `where` selects and that a settlement closed (SETTLED or VOID). */
export async function closedMarkets(tx: Db, matchId: number, where: SQL) {
  const { rows } = await tx.execute<{ id: number; status: string }>(sql`
    select id, status from markets
    where match_id = ${matchId} and status in ('SETTLED','VOID') and ${where}
    order by id`);
  return rows;
}
