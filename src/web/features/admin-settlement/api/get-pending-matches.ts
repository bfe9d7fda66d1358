import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PENDING_PAGE_SIZE, type PendingMatchesPage } from '@shared/contracts/admin';
import { apiFetch } from '@/lib/api';
import { adminKeys } from '@/lib/query-keys';

/** GET /api/admin/settlements/pending: a page of the matches waiting for settlement, with their exposure. */
function getPendingMatches(
  page: number,
  hasBets: boolean,
  signal?: AbortSignal,
): Promise<PendingMatchesPage> {
  const query = new URLSearchParams({
    page: String(page),
    pageSize: String(PENDING_PAGE_SIZE),
    hasBets: String(hasBets),
  });
  return apiFetch(`/api/admin/settlements/pending?${query}`, { signal });
}

/** One page of the list; the previous page stays on screen while the next one loads. */
export function usePendingMatches(page: number, hasBets: boolean) {
  return useQuery({
    queryKey: adminKeys.pendingMatches(page, hasBets),
    queryFn: ({ signal }) => getPendingMatches(page, hasBets, signal),
    placeholderData: keepPreviousData,
  });
}
