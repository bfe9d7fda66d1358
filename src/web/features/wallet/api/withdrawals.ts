import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Withdrawal, WithdrawalCreated, WithdrawalRequest } from '@shared/contracts/withdrawals';
import type { Me } from '@shared/contracts/me';
import { pageQueries } from '@shared/page-data';
import { apiFetch } from '@/lib/api';
import { transactionsKeys, withdrawalsKeys } from '@/lib/query-keys';
import { meQueryKey } from '@/lib/signed-in';

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

/** POST /api/me/withdrawals. The caller keeps one idempotency key per submitted form, so a retry is safe. */
const requestWithdrawal = (body: WithdrawalRequest): Promise<WithdrawalCreated> =>
  apiFetch('/api/me/withdrawals', { method: 'POST', body });

export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: (result) => {
      queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, balance: result.balance } : me));
      void queryClient.invalidateQueries({ queryKey: withdrawalsKeys.all });
      void queryClient.invalidateQueries({ queryKey: transactionsKeys.all });
    },
  });
}
