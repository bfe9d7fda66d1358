import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Market, Match } from '@shared/contracts/matches';
import { findMarketOption, matchesKeys, type MarketOptionSnapshot } from '@/features/matches';
import type { SlipEntry } from '../types';

type MatchesData = { matches: Match[] } | undefined;

/**
 * The live odds and market status of every slip entry, keyed by entry id, read from the match caches
 * (the same source as useMarketOption, but for a list). Missing when the match is in neither list.
 */
export function useLiveOptions(entries: SlipEntry[]): Map<string, MarketOptionSnapshot> {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const getSnapshot = useCallback(() => {
    const lists = (['LIVE', 'UPCOMING'] as const).map((s) =>
      queryClient.getQueryData<MatchesData>(matchesKeys.list(s)),
    );
    return entries
      .map((e) => {
        const found = findMarketOption(lists, e.matchId, e.marketId, e.optionId);
        return found ? `${e.id}|${found.odds}|${found.marketStatus}` : '';
      })
      .join(';');
  }, [queryClient, entries]);
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return useMemo(() => {
    const map = new Map<string, MarketOptionSnapshot>();
    for (const part of snapshot.split(';')) {
      if (!part) continue;
      const [id, odds, status] = part.split('|');
      if (id) map.set(id, { odds: Number(odds), marketStatus: status as Market['status'] });
    }
    return map;
  }, [snapshot]);
}
