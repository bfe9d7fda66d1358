import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Locks, in id order, the players who hold bets that `where` selects (a condition on `b`; PENDING ones
 * unless told otherwise), so two settlements crediting overlapping players in one statement each can
 * never deadlock. Answers their balances as locked, before the caller moves them.
 */
export async function lockPlayers(tx: Db, where: SQL, bets: 'pending' | 'any' = 'pending') {
  const state = bets === 'pending' ? sql`b.status = 'PENDING'` : sql`true`;
  const { rows } = await tx.execute<{ id: string; balance_paise: string }>(sql`
    select id, balance_paise::text from user_profiles
    where id in (select distinct b.user_id from bets b where ${where} and ${state})
    order by id
    for no key update`);
  return new Map(rows.map((r) => [r.id, BigInt(r.balance_paise)]));
}
