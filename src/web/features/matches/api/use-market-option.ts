import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Market } from '@shared/contracts/matches';
import type { MatchList } from './types';
import { LIST_STATUSES, matchesKeys } from './query-keys';

export type MarketOptionSnapshot = { odds: number; marketStatus: Market['status'] };

type MatchesData = MatchList | undefined;

/** Looks a market option up in the given cached match lists (first hit wins). */
export function findMarketOption(
  lists: MatchesData[],
  matchId: number,
  marketId: number,
  optionId: number,
): MarketOptionSnapshot | undefined {
  for (const list of lists) {
    const match = list?.matches.find((m) => m.id === matchId);
    const market = match?.markets.find((m) => m.id === marketId);
    const option = market?.options.find((o) => o.id === optionId);
    if (market && option) return { odds: option.odds, marketStatus: market.status };
  }
  return undefined;
}

/**
 * Current odds and market status of one option, read from the match caches
 * (['matches','LIVE'] and ['matches','UPCOMING']) that the live-updates stream keeps fresh.
 * Undefined when the match is in neither list (finished, or the lists are not loaded yet).
 * Reads the cache only: it never triggers a fetch.
 */
export function useMarketOption(
  matchId: number,
  marketId: number,
  optionId: number,
): MarketOptionSnapshot | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  // A primitive snapshot, so React compares by value and re-renders only when it changes.
  const getSnapshot = useCallback(() => {
    const lists = LIST_STATUSES.map((s) => queryClient.getQueryData<MatchesData>(matchesKeys.list(s)));
    const found = findMarketOption(lists, matchId, marketId, optionId);
    return found ? `${found.odds}|${found.marketStatus}` : '';
  }, [queryClient, matchId, marketId, optionId]);
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return useMemo(() => {
    if (!snapshot) return undefined;
    const [odds, marketStatus] = snapshot.split('|');
    return { odds: Number(odds), marketStatus: marketStatus as Market['status'] };
  }, [snapshot]);
}
