import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  withdrawalCreatedSchema,
  withdrawalsListSchema,
  type Withdrawal,
  type WithdrawalCreated,
  type WithdrawalRequest,
} from '@shared/contracts/withdrawals';
import type { Me } from '@shared/contracts/me';
import { apiFetch } from '@/lib/api';
import { PAGE_DATA_URLS } from '@shared/page-data';
import { fetchPageDataAnswer, fromPageDataCheckedAfterPaint } from '@/lib/page-data';
import { transactionsKeys, withdrawalsKeys } from '@/lib/query-keys';
import { meQueryKey } from '@/lib/session';

/** GET /api/me/withdrawals: the player's own, newest first. */
const parseWithdrawals = (body: unknown) => withdrawalsListSchema.parse(body).withdrawals;

function getWithdrawals(signal?: AbortSignal) {
  // In the Withdraw tab's chunk, which brings zod with it: the parse is already here.
  return fetchPageDataAnswer(PAGE_DATA_URLS.withdrawals, async () => parseWithdrawals, signal);
}

export function useWithdrawals() {
  return useQuery({
    queryKey: withdrawalsKeys.all,
    queryFn: ({ signal }) => getWithdrawals(signal),
    // The first render takes the page's answer as the server wrote it; the parse checks it after the paint.
    ...fromPageDataCheckedAfterPaint(useQueryClient(), withdrawalsKeys.all, PAGE_DATA_URLS.withdrawals, {
      read: (body) => (body as { withdrawals: Withdrawal[] }).withdrawals,
      refreshAfterPaint: true,
    }),
  });
}

/** POST /api/me/withdrawals. The caller keeps one idempotency key per submitted form, so a retry is safe. */
async function requestWithdrawal(body: WithdrawalRequest): Promise<WithdrawalCreated> {
  return withdrawalCreatedSchema.parse(
    await apiFetch<unknown>('/api/me/withdrawals', { method: 'POST', body }),
  );
}

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
