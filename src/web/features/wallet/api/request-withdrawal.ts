import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawalCreated, WithdrawalRequest } from '@shared/contracts/withdrawals';
import type { Me } from '@shared/contracts/me';
import { apiFetch } from '@/lib/api';
import { transactionsKeys, withdrawalsKeys } from '@/lib/query-keys';
import { meQueryKey } from '@/lib/signed-in';

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
