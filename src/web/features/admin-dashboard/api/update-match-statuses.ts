import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FunctionResult } from '@shared/contracts/functions';
import { apiFetch } from '@/lib/api';
import { adminKeys } from '@/lib/query-keys';

/** 'Update Match Statuses': runs the live sync now (POST /api/admin/functions/fetch-live-matches). */
async function updateMatchStatuses() {
  const result = await apiFetch<FunctionResult>('/api/admin/functions/fetch-live-matches', {
    method: 'POST',
    body: {},
  });
  if (!result.success) throw new Error('The live sync reported a failure');
  return { toLive: result.updatedToLive ?? 0, completed: result.completed ?? 0 };
}

export function useUpdateMatchStatuses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMatchStatuses,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
