import { useQuery } from '@tanstack/react-query';
import type { AdminWithdrawalDetails } from '@shared/contracts/withdrawals';
import { apiFetch } from '@/lib/api';
import { adminKeys } from '@/lib/query-keys';

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
