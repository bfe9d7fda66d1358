import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { hundredthsToOdds, oddsToHundredths, optionalOddsToHundredths } from '@shared/money';
import {
  isFinalClosedReason,
  type MarketClosedReason,
  type MarketStatus,
  type MarketSuspensionReason,
} from '@shared/statuses';
import type { Db } from '../../../db/client';
import { marketOptions, markets, oddsHistory } from '../../../db/schema';
import type { FeedMarketOption, FeedMarketPrice } from '../../../feeds/types';
import type { LiveEvent } from '../../../realtime/live-events';
import { scoreMarketLineAction } from '../../score-markets/score-market-lines';
import type { TeamLookup } from './team-lookup';

const SORT: Record<string, number> = { MATCH_WINNER: 0, TOSS_WINNER: 1, FIRST_INNINGS_RUNS: 2 };

/** Sessions after the whole-match markets, by innings and over; an over's runs before the session ending with it. */
function sortOrder(price: FeedMarketPrice): number {
  if (!price.linePricing) return SORT[price.kind] ?? 9;
  return 100 * price.linePricing.innings + 2 * price.linePricing.overs + (price.kind === 'OVER_RUNS' ? 0 : 1);
}

export interface StoredMarket {
  market: typeof markets.$inferSelect;
  options: (typeof marketOptions.$inferSelect)[];
}

interface Context {
  tx: Db;
  matchId: number;
  options: { teamId: TeamLookup; create: boolean; bettingOpen: boolean };
  events: LiveEvent[];
  /** A stored market took a new name (the lists refetch it: live-updates' 'matches'). */
  renamed: boolean;
}

/**
 * What the sync still prices: neither settled, nor decided (a decided score market has its result and
 * waits to be paid), nor closed for good (its toss, innings or match is over: close-markets-closed-by.ts).
 */
const inPlay = (stored: StoredMarket) =>
  (stored.market.status === 'OPEN' || stored.market.status === 'SUSPENDED') &&
  stored.market.result === null &&
  !isFinalClosedReason(stored.market.closedReason);

/**
 * Brings a match's markets in line with the feed's current prices: creates offered markets that are
 * missing (when allowed), moves odds (recording history), opens or suspends, and closes (suspends)
 * open markets the feed no longer offers, e.g. the toss market once the toss is done. A score market by
 * the over keeps its line while the price holds and moves to a new line (a new market) when it runs away
 * (score-markets/score-market-lines.ts). Settled, void, decided and closed-for-good markets are never
 * touched, except that a session's lines all take the feed's name for it (rename). Returns the events
 * to publish.
 */
export async function applyMarketPrices(
  tx: Db,
  matchId: number,
  prices: FeedMarketPrice[],
  options: { teamId: TeamLookup; create: boolean; bettingOpen: boolean },
): Promise<LiveEvent[]> {
  const context: Context = { tx, matchId, options, events: [], renamed: false };
  const stored = await storedMarkets(tx, matchId);
  // Markets this sync priced or closed; the rest the feed no longer offers.
  const handled = new Set<number>();
  for (const price of prices) {
    const wanted: MarketStatus = options.bettingOpen && !price.suspended ? 'OPEN' : 'SUSPENDED';
    // Why the feed suspends it for a moment (the cash-out offer says so); null when open or closed.
    const because = wanted === 'SUSPENDED' && options.bettingOpen ? (price.suspendedFor ?? null) : null;
    if (price.linePricing) {
      const { innings, overs } = price.linePricing;
      // A session is known by its kind, innings and over; its name changes once the toss names the side.
      const ofSession = stored.filter(
        (s) => s.market.kind === price.kind && s.market.innings === innings && s.market.overs === overs,
      );
      await rename(context, ofSession, price.name);
      const action = scoreMarketLineAction(ofSession.filter(inPlay), price);
      if (action.keep) {
        handled.add(action.keep.stored.market.id);
        await follow(context, action.keep.stored, action.keep.options, wanted, because);
      }
      for (const { stored: line, reason } of action.close) {
        handled.add(line.market.id);
        await closeSession(context, line, reason);
      }
      if (action.open) {
        const reopened = ofSession.find((s) => Number(s.market.line) === action.open!.lineRuns);
        const id = reopened
          ? inPlay(reopened) && (await reopenSession(context, reopened, price, wanted))
          : await createMarket(context, price, wanted, action.open.adminSuspension);
        if (id) handled.add(id);
      }
      continue;
    }
    const current = stored.find((s) => s.market.name === price.name);
    if (!current) {
      const id = await createMarket(context, price, wanted, null);
      if (id) handled.add(id);
    } else if (inPlay(current)) {
      handled.add(current.market.id);
      await follow(context, current, price.options, wanted, because);
    }
  }
  if (context.renamed) context.events.push({ topic: 'matches', payload: { reason: 'market names' } });
  // Open markets the feed stopped offering are closed to new bets until they are settled; a session
  // the feed no longer offers is all but decided.
  for (const entry of stored) {
    if (handled.has(entry.market.id) || !inPlay(entry)) continue;
    if (entry.market.innings === null) {
      if (entry.market.status === 'OPEN') await setStatus(context, entry, 'SUSPENDED');
    } else if (entry.market.closedReason === null) await closeSession(context, entry, 'DECIDED');
  }
  return context.events;
}

/**
 * Gives a session's stored lines, settled or not, the feed's name for it: the batting side replaces the
 * innings once the toss is known. Bets, My Bets, the wallet and the back office read the market's name
 * by join, so they follow.
 */
async function rename(context: Context, lines: StoredMarket[], name: string) {
  const stale = lines.filter((line) => line.market.name !== name);
  if (stale.length === 0) return;
  await context.tx
    .update(markets)
    .set({ name })
    .where(
      inArray(
        markets.id,
        stale.map((line) => line.market.id),
      ),
    );
  for (const line of stale) line.market.name = name;
  context.renamed = true;
}

async function storedMarkets(tx: Db, matchId: number): Promise<StoredMarket[]> {
  const rows = await tx
    .select({ market: markets, option: marketOptions })
    .from(markets)
    .innerJoin(marketOptions, eq(marketOptions.marketId, markets.id))
    .where(eq(markets.matchId, matchId))
    .orderBy(markets.id, marketOptions.sortOrder);
  const byId = new Map<number, StoredMarket>();
  for (const { market, option } of rows) {
    const entry = byId.get(market.id) ?? { market, options: [] };
    entry.options.push(option);
    byId.set(market.id, entry);
  }
  return [...byId.values()];
}

async function createMarket(
  context: Context,
  price: FeedMarketPrice,
  wanted: MarketStatus,
  adminSuspension: { at: Date; reason: string } | null,
): Promise<number | null> {
  const { tx, matchId, options } = context;
  if (!options.create) return null;
  const [market] = await tx
    .insert(markets)
    .values({
      matchId,
      name: price.name,
      kind: price.kind,
      isToss: price.kind === 'TOSS_WINNER',
      status: adminSuspension ? 'SUSPENDED' : wanted,
      line: price.line === null ? null : price.line.toFixed(1),
      innings: price.linePricing?.innings ?? null,
      overs: price.linePricing?.overs ?? null,
      sortOrder: sortOrder(price),
      adminSuspendedAt: adminSuspension?.at ?? null,
      adminSuspensionReason: adminSuspension?.reason ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!market) return null;
  await tx.insert(marketOptions).values(
    price.options.map((o, i) => ({
      marketId: market.id,
      name: o.name,
      oddsHundredths: oddsToHundredths(o.odds.toFixed(2)),
      layOddsHundredths: optionalOddsToHundredths(o.layOdds),
      teamId: o.teamName ? options.teamId(o.teamName) : null,
      sortOrder: i,
    })),
  );
  // A market viewers have not seen: their lists fetch it (live-updates' marketUnknown).
  context.events.push({ topic: 'market', payload: { matchId, marketId: market.id, status: market.status } });
  return market.id;
}

/**
 * Moves a market's back and lay odds to the feed's (recording the back odds' history) and opens or
 * suspends it as wanted.
 */
async function follow(
  context: Context,
  stored: StoredMarket,
  prices: FeedMarketOption[],
  wanted: MarketStatus,
  because: MarketSuspensionReason | null = null,
) {
  const { tx, matchId } = context;
  const moved: { id: number; odds: number; previousOdds: number; layOdds: number | null }[] = [];
  for (const feedOption of prices) {
    const option = stored.options.find((o) => o.name === feedOption.name);
    const odds = oddsToHundredths(feedOption.odds.toFixed(2));
    const layOdds = optionalOddsToHundredths(feedOption.layOdds);
    if (!option || (option.oddsHundredths === odds && option.layOddsHundredths === layOdds)) continue;
    moved.push({
      id: option.id,
      odds: odds / 100,
      previousOdds: option.oddsHundredths / 100,
      layOdds: hundredthsToOdds(layOdds),
    });
  }
  if (moved.length > 0) {
    await tx.execute(sql`
      update market_options set odds_hundredths = v.odds, lay_odds_hundredths = v.lay_odds
      from (select unnest(${sql.param(moved.map((m) => m.id))}::int[]) as id,
                   unnest(${sql.param(moved.map((m) => Math.round(m.odds * 100)))}::int[]) as odds,
                   unnest(${sql.param(moved.map((m) => optionalOddsToHundredths(m.layOdds)))}::int[]) as lay_odds) v
      where market_options.id = v.id`);
    const backMoved = moved.filter((m) => m.odds !== m.previousOdds);
    if (backMoved.length > 0) {
      await tx.insert(oddsHistory).values(
        backMoved.map((m) => ({
          optionId: m.id,
          oldOddsHundredths: Math.round(m.previousOdds * 100),
          newOddsHundredths: Math.round(m.odds * 100),
        })),
      );
    }
    context.events.push({ topic: 'odds', payload: { matchId, marketId: stored.market.id, options: moved } });
  }
  await setStatus(context, stored, wanted, because);
}

/**
 * Opens or suspends a market the feed decides (not one an admin suspended), announcing a change, and
 * records why the feed suspended it (`because`, null when it does not say).
 */
async function setStatus(
  context: Context,
  stored: StoredMarket,
  wanted: MarketStatus,
  because: MarketSuspensionReason | null = null,
) {
  if (stored.market.adminSuspendedAt) return;
  if (stored.market.status === wanted && stored.market.suspensionReason === because) return;
  // Guarded, not only checked: an admin may suspend the market while this sync runs.
  const changed = await context.tx
    .update(markets)
    .set({ status: wanted, suspensionReason: because })
    .where(and(eq(markets.id, stored.market.id), isNull(markets.adminSuspendedAt)))
    .returning({ id: markets.id });
  if (changed.length > 0 && stored.market.status !== wanted)
    context.events.push({
      topic: 'market',
      payload: { matchId: context.matchId, marketId: stored.market.id, status: wanted },
    });
}

/** Closes a session line to new bets (it waits for its result), saying why. */
async function closeSession(context: Context, stored: StoredMarket, reason: MarketClosedReason) {
  if (stored.market.closedReason === reason && stored.market.status === 'SUSPENDED') return;
  await context.tx
    .update(markets)
    .set({ status: 'SUSPENDED', closedReason: reason })
    .where(and(eq(markets.id, stored.market.id), inArray(markets.status, ['OPEN', 'SUSPENDED'])));
  context.events.push({
    topic: 'market',
    payload: {
      matchId: context.matchId,
      marketId: stored.market.id,
      status: 'SUSPENDED',
      closedReason: reason,
    },
  });
}

/** A line offered again (the price came back to it): it opens at the feed's odds. */
async function reopenSession(
  context: Context,
  stored: StoredMarket,
  price: FeedMarketPrice,
  wanted: MarketStatus,
): Promise<number> {
  await context.tx.update(markets).set({ closedReason: null }).where(eq(markets.id, stored.market.id));
  await follow(
    context,
    { ...stored, market: { ...stored.market, closedReason: null } },
    price.options,
    wanted,
  );
  context.events.push({
    topic: 'market',
    payload: { matchId: context.matchId, marketId: stored.market.id, status: wanted, closedReason: null },
  });
  return stored.market.id;
}
