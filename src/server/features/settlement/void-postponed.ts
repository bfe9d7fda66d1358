import { sql } from 'drizzle-orm';
import { POSTPONED_VOID_AFTER_HOURS } from '@shared/constants';
import type { Database } from '../../db/client';
import { voidMatch } from './void-match';

export const POSTPONED_VOID_REASON = `Match postponed for more than ${POSTPONED_VOID_AFTER_HOURS} hours`;

/**
 * The spec's rule: bets on a postponed match are kept if it is played within 48 hours, otherwise they
 * are void with stakes returned. Voids every still-POSTPONED, unsettled match whose scheduled date is
 * more than POSTPONED_VOID_AFTER_HOURS ago, one transaction per match.
 */
export async function voidPostponedMatches(db: Database, now = new Date()) {
  const { rows } = await db.execute<{ id: number }>(sql`
    select id from matches
    where status = 'POSTPONED' and settled_at is null
      and date < ${now.toISOString()}::timestamptz - make_interval(hours => ${POSTPONED_VOID_AFTER_HOURS})
    order by id`);
  let voidedBets = 0;
  for (const { id } of rows) {
    const result = await voidMatch(db, { matchId: id, reason: POSTPONED_VOID_REASON, adminId: null });
    voidedBets += result.voided;
  }
  return { success: true, matches: rows.length, voidedBets };
}
