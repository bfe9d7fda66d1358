import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * setQueryData, skipped when `update` returns the cached data itself. TanStack records every write as
 * a new success and wakes the query's observers and cache listeners; a live event about another match
 * changes nothing in most lists, and a ball sends dozens of events, each applied to every cached list.
 */
export function setQueryDataIfChanged<T>(
  queryClient: QueryClient,
  key: QueryKey,
  update: (data: T | undefined) => T | undefined,
): void {
  const current = queryClient.getQueryData<T>(key);
  const next = update(current);
  if (next !== current) queryClient.setQueryData<T>(key, next);
}
