// Runs inside the caller's transaction, after the caller has locked the match row (FOR UPDATE) and the
// markets it settles: placement holds those markets FOR SHARE, so no bet can be added to them while this
// runs. Only PENDING bets move, so a repeated or concurrent settlement finds nothing left to pay.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { markMarkets } from './mark-markets';
import { refundBets } from './refund-bets';
import { summarise } from './summarise';
import { withNotices } from './with-notices';

/** PENDING bets of the match become VOID and their stakes go back from the stakes held (VOID_REFUND). */
export async function voidMatchBets(tx: Db, matchId: number, marketIds: number[], reason: string) {
  return voidBets(tx, matchId, sql`b.match_id = ${matchId}`, marketIds, reason);
}

async function voidBets(tx: Db, matchId: number, where: SQL, marketIds: number[], reason: string) {
  const posted = await refundBets(tx, where, reason);
  await markMarkets(tx, marketIds, 'VOID', reason);
  return withNotices(tx, matchId, summarise(posted, matchId, marketIds, 'VOID'), posted);
}
