import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProcessedWithdrawal } from '@shared/contracts/withdrawals';
import { apiFetch } from '@/lib/api';
import { adminKeys } from '@/lib/query-keys';

export type WithdrawalDecision =
  | { id: string; action: 'approve'; payoutAccountId: number }
  | { id: string; action: 'reject'; reason: string }
  | { id: string; action: 'payout-failed'; reason: string };

/** POST /api/admin/withdrawals/{id}/approve | reject | payout-failed. */
function decide(decision: WithdrawalDecision): Promise<ProcessedWithdrawal> {
  const { id, action, ...body } = decision;
  return apiFetch(`/api/admin/withdrawals/${id}/${action}`, { method: 'POST', body });
}

export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
