import { useQuery } from '@tanstack/react-query';
import type { AdminWithdrawal } from '@shared/contracts/withdrawals';
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
