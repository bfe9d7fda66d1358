import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Withdrawal } from '@shared/contracts/withdrawals';
import { pageQueries } from '@shared/page-data';
import { apiFetch } from '@/lib/api';

/** GET /api/me/withdrawals: the player's own, newest first. */
const getWithdrawals = (signal?: AbortSignal): Promise<{ withdrawals: Withdrawal[] }> =>
  apiFetch(pageQueries.withdrawals.url, { signal });

const getWithdrawalsQueryOptions = () =>
  queryOptions({
    queryKey: pageQueries.withdrawals.queryKey,
    queryFn: ({ signal }) => getWithdrawals(signal),
    select: (body) => body.withdrawals,
    // A request and the live stream (an operator's decision) invalidate it.
    staleTime: 30_000,
  });

export function useWithdrawals() {
  return useQuery(getWithdrawalsQueryOptions());
}
