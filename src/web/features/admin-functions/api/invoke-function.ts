import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackendFunction, FunctionBody, FunctionResult } from '@shared/contracts/functions';
import { apiFetch } from '@/lib/api';
import { adminKeys } from '@/lib/query-keys';

/** POST /api/admin/functions/{name}: runs it now and answers its result. */
function invokeFunction({
  name,
  body,
}: {
  name: BackendFunction;
  body?: FunctionBody;
}): Promise<FunctionResult> {
  return apiFetch(`/api/admin/functions/${name}`, { method: 'POST', body: body ?? {} });
}

export function useInvokeFunction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: invokeFunction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
