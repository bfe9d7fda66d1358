import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@shared/contracts/me';
import { pageQueries } from '@shared/page-data';
import { apiFetch } from '@/lib/api';

export const meQueryKey = pageQueries.me.queryKey;

/**
 * GET /api/me: the profile, or null for a visitor (an ordinary 200, so no console error). Any failure
 * resolves to null too: the spec sets the user to none when the profile fetch fails, so the UI shows
 * its signed-out state.
 */
export async function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<Me | null> {
  try {
    return await apiFetch<Me | null>(pageQueries.me.url, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

const getMeQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe({ signal }),
    staleTime: 30_000,
  });

/**
 * The signed-in player, or null when signed out.
 * `data` is undefined only while the first fetch is in flight (`isPending`): show a spinner then,
 * not the signed-out prompt.
 */
export function useMe() {
  return useQuery(getMeQueryOptions());
}
