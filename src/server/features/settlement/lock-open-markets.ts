import { sql, type SQL } from 'drizzle-orm';
import type { MarketKind } from '@shared/statuses';
import type { Db } from '../../db/client';

/** Locks the match's unsettled markets that `where` selects (a condition on `markets`), in id order. */
export async function lockOpenMarkets(tx: Db, matchId: number, where: SQL = sql`true`) {
  const { rows } = await tx.execute<{
    id: number;
    kind: MarketKind;
    line: string | null;
    innings: number | null;
    overs: number | null;
    result: string | null;
  }>(sql`
    select id, kind, line, innings, overs, result from markets
    where match_id = ${matchId} and status in ('OPEN','SUSPENDED') and ${where}
    order by id
    for no key update`);
  return rows;
}
