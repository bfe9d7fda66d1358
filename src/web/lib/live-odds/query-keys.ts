import type { QueryClient } from '@tanstack/react-query';
import { pageQueries, type MatchListStatus } from '@shared/page-data';
import type { MatchList } from './types';

export type ListStatus = MatchListStatus;

export const matchesKeys = {
  all: ['matches'] as const,
  list: (status: ListStatus) => pageQueries.matches(status).queryKey,
  preview: (status: ListStatus, limit: number) => pageQueries.matchesPreview(status, limit).queryKey,
};

/** Every match list in the cache, whole lists and previews alike, with its query key. */
export function cachedMatchLists(queryClient: QueryClient): [readonly unknown[], MatchList][] {
  return queryClient
    .getQueriesData<MatchList>({ queryKey: matchesKeys.all })
    .filter((entry): entry is [readonly unknown[], MatchList] => entry[1] !== undefined);
}
