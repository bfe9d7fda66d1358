import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { POSITION_MARKET_KINDS } from '@shared/statuses';
import { cachedMatchLists, type MarketOptionSnapshot } from '@/lib/live-odds';
import { myBookQueryOptions } from '@/lib/my-book';
import { slipDelaySeconds } from '../lib/bet-delay';
import { slipCostRupees } from '../lib/slip-cost';
import type { SlipEntry } from '../types';

const isPositionKind = (kind: string) => (POSITION_MARKET_KINDS as readonly string[]).includes(kind);

/**
 * The slip's markets held as positions, by market id, with all their option ids, as the cached match
 * lists have them (the first list that has the market). Reads the cache only: it never fetches.
 */
function usePositionMarkets(entries: SlipEntry[]): ReadonlyMap<number, readonly number[]> {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  // A primitive snapshot, so React re-renders only when the markets found change.
  const getSnapshot = useCallback(() => {
    const markets = cachedMatchLists(queryClient).flatMap(([, list]) =>
      list.matches.flatMap((m) => m.markets),
    );
    const found = new Map<number, number[]>();
    for (const { marketId } of entries) {
      const market = markets.find((m) => m.id === marketId);
      if (market && isPositionKind(market.kind))
        found.set(
          marketId,
          market.options.map((o) => o.id),
        );
    }
    return JSON.stringify([...found]);
  }, [queryClient, entries]);
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return useMemo(() => new Map(JSON.parse(snapshot) as [number, number[]][]), [snapshot]);
}

/**
 * What the slip takes from the wallet, in rupees (slipCostRupees): a signed-in player's bets on a Match
 * Winner or toss market are priced against their book there, fetched for those matches only. A slip
 * with a selection the lists do not have may wait out an in-play delay, so it is priced as a held one.
 */
export function useSlipCost(
  entries: SlipEntry[],
  live: Map<string, MarketOptionSnapshot>,
  signedIn: boolean,
): number {
  const positionMarkets = usePositionMarkets(entries);
  const matchIds = [...new Set(entries.filter((e) => positionMarkets.has(e.marketId)).map((e) => e.matchId))];
  const books = useQueries({
    queries: matchIds.map((matchId) => ({ ...myBookQueryOptions(matchId), enabled: signedIn })),
  });
  const loaded = new Map(
    matchIds.flatMap((matchId, i) => (books[i]?.data ? [[matchId, books[i].data]] : [])),
  );
  const held = entries.some((e) => !live.has(e.id)) || slipDelaySeconds(entries, live) > 0;
  return slipCostRupees(entries, { positionMarkets, books: loaded, held });
}
