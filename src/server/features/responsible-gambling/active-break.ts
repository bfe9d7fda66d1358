// One file, several operations: the player's break read on its own and as a CTE for a statement
// that must refuse it; one query, kept in step.
import { sql } from 'drizzle-orm';
import type { BettingBreak } from '@shared/contracts/me';
import type { BettingBreakKind } from '@shared/statuses';
import type { Db } from '../../db/client';

/** The break the player is on now (the one that ends last), or null. */
export async function activeBreak(db: Db, userId: string): Promise<BettingBreak | null> {
  const { rows } = await db.execute<{ kind: BettingBreakKind; ends_at: string }>(sql`
    select kind, to_json(ends_at)#>>'{}' as ends_at from betting_breaks
    where user_id = ${userId} and ends_at > now()
    order by ends_at desc limit 1`);
  const row = rows[0];
  return row ? { kind: row.kind, until: new Date(row.ends_at).toISOString() } : null;
}

/**
 * For a statement that must refuse players on a break (bet placement): the CTE `on_break` (user_id, kind,
 * ends_at) has the break of each of `players` (a query of user_id) who is on one. Same index as
 * activeBreak.
 */
export const onBreakCte = (players: ReturnType<typeof sql>) => sql`on_break as materialized (
  select distinct on (user_id) user_id, kind, ends_at from betting_breaks
  where user_id in (${players}) and ends_at > now()
  order by user_id, ends_at desc
)`;
