import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkSettleInput, BulkSettlementResult } from '@shared/contracts/admin';
import { apiFetch } from '@/lib/api';
import { adminKeys } from '@/lib/query-keys';

/** POST /api/admin/settlements/bulk-settle: the confirmed matches, each on the winner its feed records. */
function bulkSettle(input: BulkSettleInput): Promise<BulkSettlementResult> {
  return apiFetch('/api/admin/settlements/bulk-settle', { method: 'POST', body: input });
}

/** Settled rows leave the pending lists, and the dashboard's counts follow: refetch the back office. */
export function useBulkSettle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkSettle,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
