import { sql, type SQL } from 'drizzle-orm';
import { FINAL_CLOSED_REASONS, type FinalClosedReason } from '@shared/statuses';
import type { Db } from '../../db/client';
import { markets } from '../../db/schema';
import { isOneOf } from '../../db/schema/checks';
import type { LiveEvent } from '../../realtime/live-events';

/** What has happened to a match that closes some of its markets for good, and which markets it closes. */
const CLOSES: Record<FinalClosedReason, SQL> = {
  TOSS_DONE: sql`is_toss`,
  INNINGS_OVER: sql`kind = 'FIRST_INNINGS_RUNS'`,
  MATCH_OVER: sql`true`,
};

/**
 * Closes for good the match's markets that `fact` closes, in the caller's transaction: the one that
 * records the fact (the toss, the first innings' end, the result, the abandonment or the void), so no
 * bet can be placed between the fact and the close. Each becomes SUSPENDED with the fact as its closed
 * reason, which no sync and no operator's resume undoes; an admin's suspension stays as it is. A market
 * already decided (its result stored) or already closed for good keeps its reason. Returns the events.
 */
export async function closeMarketsClosedBy(
  tx: Db,
  matchId: number,
  fact: FinalClosedReason,
): Promise<LiveEvent[]> {
  // Locked in id order, as placement and settlement lock markets, so none of them can deadlock.
  const { rows } = await tx.execute<{ id: number }>(sql`
    with closing as (
      select id from markets
      where match_id = ${matchId} and status in ('OPEN','SUSPENDED') and result is null
        and (closed_reason is null or not ${isOneOf(markets.closedReason, FINAL_CLOSED_REASONS)})
        and ${CLOSES[fact]}
      order by id
      for no key update
    )
    update markets set status = 'SUSPENDED', closed_reason = ${fact}, suspension_reason = null
    from closing where markets.id = closing.id
    returning markets.id`);
  return rows.map((row) => ({
    topic: 'market',
    payload: { matchId, marketId: row.id, status: 'SUSPENDED', closedReason: fact },
  }));
}
