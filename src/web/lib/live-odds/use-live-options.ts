import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { BetSide } from '@shared/contracts/bets';
import { cachedMatchLists } from './query-keys';
import type { MatchList } from './types';

/**
 * What a bet needs to know of its option right now. CLOSED: the market takes no more bets and will not
 * again (a session all but decided, or a line moved), or it has left the lists (settled, void), or (a
 * lay) the house no longer lays the option; its odds are then null. betDelaySeconds: how long a bet on
 * it waits in play (0 before the match, or gone).
 */
/**
 * An option as the lists have it now. `marketName`: the market's name now (a session's is renamed when
 * the toss makes the batting side known); missing once the lists no longer carry the market.
 */
export type MarketOptionSnapshot = { betDelaySeconds: number; marketName?: string } & (
  { odds: number; marketStatus: 'OPEN' | 'SUSPENDED' } | { odds: number | null; marketStatus: 'CLOSED' }
);

/**
 * One option to follow, under the caller's own id (a slip entry's id, say), on a side: a LAY follows
 * the option's lay odds (BACK when absent).
 */
export type OptionRef = { id: string; matchId: number; marketId: number; optionId: number; side?: BetSide };

/**
 * Looks a market option up in the given cached match lists: the first list that has the market answers.
 * A match that some list has while none has the market means the market closed: the server lists only
 * the markets that take bets, and an older list (a preview not on screen) may lack a newer market.
 */
function findMarketOption(
  lists: (MatchList | undefined)[],
  matchId: number,
  marketId: number,
  optionId: number,
  side: BetSide,
): MarketOptionSnapshot | undefined {
  let matchListed = false;
  for (const list of lists) {
    const match = list?.matches.find((m) => m.id === matchId);
    if (match) matchListed = true;
    const market = match?.markets.find((m) => m.id === marketId);
    const option = market?.options.find((o) => o.id === optionId);
    if (!market || !option) continue;
    const { betDelaySeconds, name: marketName } = market;
    // A lay is priced at the lay odds; an option the house no longer lays takes no lay.
    const odds = side === 'LAY' ? option.layOdds : option.odds;
    if (odds === null || market.closedReason || (market.status !== 'OPEN' && market.status !== 'SUSPENDED'))
      return { odds, marketStatus: 'CLOSED', betDelaySeconds, marketName };
    return { odds, marketStatus: market.status, betDelaySeconds, marketName };
  }
  return matchListed ? { odds: null, marketStatus: 'CLOSED', betDelaySeconds: 0 } : undefined;
}

/**
 * The live odds (on the ref's side) and market status of each option, keyed by the ref's id, read from the match list
 * caches that the live-updates stream keeps fresh. Missing when the match is in neither list
 * (finished, or the lists are not loaded yet). Reads the cache only: it never triggers a fetch.
 */
export function useLiveOptions(refs: OptionRef[]): Map<string, MarketOptionSnapshot> {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  // A primitive snapshot, so React compares by value and re-renders only when a price, status or name moves.
  const getSnapshot = useCallback(() => {
    const lists = cachedMatchLists(queryClient).map(([, list]) => list);
    return JSON.stringify(
      refs.map((r) => [r.id, findMarketOption(lists, r.matchId, r.marketId, r.optionId, r.side ?? 'BACK')]),
    );
  }, [queryClient, refs]);
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return useMemo(() => {
    const map = new Map<string, MarketOptionSnapshot>();
    for (const [id, found] of JSON.parse(snapshot) as [string, MarketOptionSnapshot | null][])
      if (found) map.set(id, found);
    return map;
  }, [snapshot]);
}
