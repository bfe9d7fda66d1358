import { queryOptions, useQuery } from '@tanstack/react-query';
import { meSchema, type Me } from '@shared/contracts/me';
import { apiFetch } from '@/lib/api';
import { PAGE_DATA_URLS } from '@shared/page-data';
import { fromPageData } from '@/lib/page-data';

export const meQueryKey = ['me'] as const;

/**
 * GET /api/me: the profile, or null for a visitor (an ordinary 200, so no console error). Any failure
 * resolves to null too: the spec sets the user to none when the profile fetch fails, so the UI shows
 * its signed-out state.
 */
export async function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<Me | null> {
  try {
    return parseMe(await apiFetch<unknown>(PAGE_DATA_URLS.me, { signal }));
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

function parseMe(body: unknown): Me | null {
  if (body === null) return null;
  const parsed = meSchema.safeParse(body);
  if (!parsed.success) {
    console.error('GET /api/me returned an unexpected body', parsed.error);
    return null;
  }
  return parsed.data;
}

const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe({ signal }),
    staleTime: 30_000,
    // The page's HTML says who is signed in: the header paints in its final state.
    ...fromPageData(PAGE_DATA_URLS.me, parseMe),
  });

/**
 * The signed-in player, or null when signed out.
 * `data` is undefined only while the first fetch is in flight (`isPending`): show a spinner then,
 * not the signed-out prompt.
 */
export function useMe() {
  return useQuery(meQueryOptions());
}
