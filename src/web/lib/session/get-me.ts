import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Me } from '@shared/contracts/me';
import { apiFetch } from '@/lib/api';
import { PAGE_DATA_URLS } from '@shared/page-data';
import { fromPageDataCheckedAfterPaint } from '@/lib/page-data';

export const meQueryKey = ['me'] as const;

/** The session's parse and check, with zod: off the first load (ADR 0015). */
const loadMeContract = () => import('./parse-me');

/**
 * GET /api/me: the profile, or null for a visitor (an ordinary 200, so no console error). Any failure
 * resolves to null too: the spec sets the user to none when the profile fetch fails, so the UI shows
 * its signed-out state.
 */
export async function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<Me | null> {
  try {
    const [{ parseMe }, body] = await Promise.all([
      loadMeContract(),
      apiFetch<unknown>(PAGE_DATA_URLS.me, { signal }),
    ]);
    return parseMe(body);
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

const meQueryOptions = (client: QueryClient) =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe({ signal }),
    staleTime: 30_000,
    // The page's HTML says who is signed in: the header paints in its final state.
    ...fromPageDataCheckedAfterPaint(client, meQueryKey, PAGE_DATA_URLS.me, {
      read: (body) => body as Me | null,
      loadCheck: async () => (await loadMeContract()).checkMe,
    }),
  });

/**
 * The signed-in player, or null when signed out.
 * `data` is undefined only while the first fetch is in flight (`isPending`): show a spinner then,
 * not the signed-out prompt.
 */
export function useMe() {
  return useQuery(meQueryOptions(useQueryClient()));
}
