import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminWithdrawal,
  AdminWithdrawalDetails,
  ProcessedWithdrawal,
} from '@shared/contracts/withdrawals';
import { apiFetch } from '@/lib/api';
import { adminKeys } from '@/lib/query-keys';

/** Which list: the open requests (pending or awaiting a second admin), or completed payouts. */
export type WithdrawalsTab = 'open' | 'COMPLETED';

/** GET /api/admin/withdrawals[?status=]: one tab's requests. */
async function getWithdrawals(tab: WithdrawalsTab, signal?: AbortSignal): Promise<AdminWithdrawal[]> {
  const query = tab === 'open' ? '' : `?status=${tab}`;
  const body = await apiFetch<{ withdrawals: AdminWithdrawal[] }>(`/api/admin/withdrawals${query}`, {
    signal,
  });
  return body.withdrawals;
}

/** Refetched when the back office's stream says something changed (a new request, another admin's step). */
export function useAdminWithdrawals(tab: WithdrawalsTab) {
  return useQuery({
    queryKey: adminKeys.withdrawals(tab),
    queryFn: ({ signal }) => getWithdrawals(tab, signal),
  });
}

/** GET /api/admin/withdrawals/{id}: one request and its history. */
function getWithdrawalDetails(id: string, signal?: AbortSignal): Promise<AdminWithdrawalDetails> {
  return apiFetch(`/api/admin/withdrawals/${id}`, { signal });
}

export function useWithdrawalDetails(id: string | null) {
  return useQuery({
    queryKey: adminKeys.withdrawal(id ?? ''),
    enabled: id !== null,
    queryFn: ({ signal }) => getWithdrawalDetails(id!, signal),
  });
}

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
