import { and, eq, isNotNull, lte, notExists, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { markets, matches } from '../../../db/schema';
import { SCORE_MARKETS_OPEN_HOURS } from '../../../pricing/score-market-prices';
import type { CricketProvider } from '../../../feeds/types';
import { publish } from '../../../realtime/publish';
import { transactionWithEvents } from '../../../realtime/live-events';
import { applyMarketPrices } from './market-prices';
import { loadTeamLookup } from './team-lookup';

/**
 * fetch-upcoming-matches: opens betting (creates the markets) on upcoming matches that have none, and
 * opens the score markets of those starting within SCORE_MARKETS_OPEN_HOURS (when the provider offers them).
 */
export async function activateUpcoming(db: Db, provider: CricketProvider, now = new Date()) {
  const teamId = await loadTeamLookup(db);
  const scoreMarketsFrom = new Date(now.getTime() + SCORE_MARKETS_OPEN_HOURS * 3_600_000);
  const pending = await db
    .select({ match: matches })
    .from(matches)
    .where(
      and(
        eq(matches.status, 'UPCOMING'),
        or(
          notExists(db.select().from(markets).where(eq(markets.matchId, matches.id))),
          and(
            lte(matches.date, scoreMarketsFrom),
            notExists(
              db
                .select()
                .from(markets)
                .where(and(eq(markets.matchId, matches.id), isNotNull(markets.innings))),
            ),
          ),
        ),
      ),
    );
  const schedule = pending.length > 0 ? await provider.fetchSchedule(now) : [];
  const byExternalId = new Map(schedule.map((m) => [m.externalId, m]));
  let activated = 0;
  for (const { match } of pending) {
    const feed = match.externalId ? byExternalId.get(match.externalId) : undefined;
    if (!feed) continue;
    const prices = await provider.fetchMarkets(feed, now);
    await transactionWithEvents(db, async (tx, emit) => {
      emit(...(await applyMarketPrices(tx, match.id, prices, { teamId, create: true, bettingOpen: true })));
    });
    activated++;
  }
  if (activated > 0) await publish(db, [{ topic: 'matches', payload: { reason: 'activated' } }]);
  return { success: true, activated };
}
