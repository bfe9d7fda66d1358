import { sql } from 'drizzle-orm';
import type { MarketKind, MatchStatus } from '@shared/statuses';
import type { Db } from '../../db/client';
import { betDelaySeconds, type BetDelays } from '../matches/bet-delays';
import { waitForFeed } from '../matches/sync/wait-for-feed';

/**
 * For a player's request on one of their bets (a cash-out) while its match is in play: waits out its
 * market's delay and the end of a feed sync that started after the request arrived, as an in-play bet
 * waits, so what the request is checked against next is the market as it stood after it arrived. NONE:
 * no delay (before the match, or none configured); STALE: no sync confirmed the score in time.
 */
export async function waitInPlayDelay(
  db: Db,
  userId: string,
  betId: string,
  delays: BetDelays,
): Promise<'NONE' | 'SYNCED' | 'STALE'> {
  const { rows } = await db.execute<{ kind: MarketKind; status: MatchStatus; started: string }>(sql`
    select mk.kind, m.status, (select started from feed_sync_progress)::text as started
    from bets b join markets mk on mk.id = b.market_id join matches m on m.id = b.match_id
    where b.id = ${betId}::uuid and b.user_id = ${userId}`);
  const bet = rows[0];
  const seconds = bet ? betDelaySeconds(delays, bet.kind, bet.status) : 0;
  if (!bet || seconds === 0) return 'NONE';
  return waitForFeed(db, {
    until: new Date(Date.now() + seconds * 1000),
    syncsStartedBefore: Number(bet.started),
  });
}
