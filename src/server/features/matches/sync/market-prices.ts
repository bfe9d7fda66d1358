import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { oddsToHundredths } from '@shared/money';
import type { Db } from '../../../db/client';
import { marketOptions, markets, oddsHistory } from '../../../db/schema';
import type { FeedMarketPrice } from '../../../feeds/types';
import type { LiveEvent } from '../../../realtime/live-events';
import type { TeamLookup } from './team-lookup';

const SORT: Record<string, number> = { MATCH_WINNER: 0, TOSS_WINNER: 1, FIRST_INNINGS_RUNS: 2 };

/**
 * Brings a match's markets in line with the feed's current prices: creates offered markets that are
 * missing (when allowed), moves odds (recording history), opens or suspends, and closes (suspends)
 * open markets the feed no longer offers, e.g. the toss market once the toss is done. Settled and
 * void markets are never touched. Returns the events to publish.
 */
export async function applyMarketPrices(
  tx: Db,
  matchId: number,
  prices: FeedMarketPrice[],
  options: { teamId: TeamLookup; create: boolean; bettingOpen: boolean },
): Promise<LiveEvent[]> {
  const events: LiveEvent[] = [];
  const existing = await tx
    .select({ market: markets, option: marketOptions })
    .from(markets)
    .innerJoin(marketOptions, eq(marketOptions.marketId, markets.id))
    .where(eq(markets.matchId, matchId));
  const byName = new Map<
    string,
    { market: typeof markets.$inferSelect; options: (typeof marketOptions.$inferSelect)[] }
  >();
  for (const { market, option } of existing) {
    const entry = byName.get(market.name) ?? { market, options: [] };
    entry.options.push(option);
    byName.set(market.name, entry);
  }

  const offered = new Set<string>();
  for (const price of prices) {
    offered.add(price.name);
    const wanted = !options.bettingOpen ? 'SUSPENDED' : price.suspended ? 'SUSPENDED' : 'OPEN';
    const current = byName.get(price.name);
    if (!current) {
      if (!options.create) continue;
      const [market] = await tx
        .insert(markets)
        .values({
          matchId,
          name: price.name,
          kind: price.kind,
          isToss: price.kind === 'TOSS_WINNER',
          status: wanted,
          line: price.line === null ? null : price.line.toFixed(1),
          sortOrder: SORT[price.kind] ?? 9,
        })
        .onConflictDoNothing()
        .returning();
      if (!market) continue;
      await tx.insert(marketOptions).values(
        price.options.map((o, i) => ({
          marketId: market.id,
          name: o.name,
          oddsHundredths: oddsToHundredths(o.odds.toFixed(2)),
          teamId: o.teamName ? options.teamId(o.teamName) : null,
          sortOrder: i,
        })),
      );
      continue;
    }
    if (current.market.status === 'SETTLED' || current.market.status === 'VOID') continue;

    const moved: { id: number; odds: number; previousOdds: number }[] = [];
    for (const feedOption of price.options) {
      const option = current.options.find((o) => o.name === feedOption.name);
      const odds = oddsToHundredths(feedOption.odds.toFixed(2));
      if (!option || option.oddsHundredths === odds) continue;
      moved.push({ id: option.id, odds: odds / 100, previousOdds: option.oddsHundredths / 100 });
    }
    if (moved.length > 0) {
      await tx.execute(sql`
        update market_options set odds_hundredths = v.odds
        from (select unnest(${sql.param(moved.map((m) => m.id))}::int[]) as id,
                     unnest(${sql.param(moved.map((m) => Math.round(m.odds * 100)))}::int[]) as odds) v
        where market_options.id = v.id`);
      await tx.insert(oddsHistory).values(
        moved.map((m) => ({
          optionId: m.id,
          oldOddsHundredths: Math.round(m.previousOdds * 100),
          newOddsHundredths: Math.round(m.odds * 100),
        })),
      );
      events.push({ topic: 'odds', payload: { matchId, marketId: current.market.id, options: moved } });
    }
    if (current.market.status !== wanted && !current.market.adminSuspendedAt) {
      // Guarded, not only checked: an admin may suspend the market while this sync runs.
      const changed = await tx
        .update(markets)
        .set({ status: wanted })
        .where(and(eq(markets.id, current.market.id), isNull(markets.adminSuspendedAt)))
        .returning({ id: markets.id });
      if (changed.length > 0)
        events.push({ topic: 'market', payload: { matchId, marketId: current.market.id, status: wanted } });
    }
  }

  // Open markets the feed stopped offering are closed to new bets until they are settled.
  const closing = [...byName.values()].filter(
    (e) => !offered.has(e.market.name) && e.market.status === 'OPEN',
  );
  if (closing.length > 0) {
    await tx
      .update(markets)
      .set({ status: 'SUSPENDED' })
      .where(
        and(
          eq(markets.matchId, matchId),
          inArray(
            markets.id,
            closing.map((e) => e.market.id),
          ),
        ),
      );
    for (const { market } of closing) {
      events.push({ topic: 'market', payload: { matchId, marketId: market.id, status: 'SUSPENDED' } });
    }
  }
  return events;
}
