import { and, eq, isNull, lt } from 'drizzle-orm';
import { POSTPONED_VOID_AFTER_HOURS } from '@shared/constants';
import type { Db } from '../../db/client';
import { matches } from '../../db/schema';
import { voidMatch } from './void-match';

const POSTPONED_VOID_REASON = `Match postponed for more than ${POSTPONED_VOID_AFTER_HOURS} hours`;

/**
 * The spec's rule: bets on a postponed match are kept if it is played within 48 hours, otherwise they
 * are void with stakes returned. Voids every still-POSTPONED, unsettled match whose scheduled date is
 * more than POSTPONED_VOID_AFTER_HOURS ago, one transaction per match.
 */
export async function voidPostponedMatches(db: Db, now = new Date()) {
  const rows = await db
    .select({ id: matches.id })
    .from(matches)
    .where(
      and(
        eq(matches.status, 'POSTPONED'),
        isNull(matches.settledAt),
        lt(matches.date, new Date(now.getTime() - POSTPONED_VOID_AFTER_HOURS * 3_600_000)),
      ),
    )
    .orderBy(matches.id);
  let voidedBets = 0;
  for (const { id } of rows) {
    const result = await voidMatch(db, { matchId: id, reason: POSTPONED_VOID_REASON, adminId: null });
    voidedBets += result.voided;
  }
  return { success: true, matches: rows.length, voidedBets };
}
