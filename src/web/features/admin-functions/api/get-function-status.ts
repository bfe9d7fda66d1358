import { useQuery } from '@tanstack/react-query';
import type { FunctionStatus } from '@shared/contracts/functions';
import { apiFetch } from '@/lib/api';
import { adminKeys } from '@/lib/query-keys';

/** GET /api/admin/functions: each backend function, its schedule and its latest run. */
function getFunctionStatus(signal?: AbortSignal): Promise<FunctionStatus[]> {
  return apiFetch('/api/admin/functions', { signal });
}

export function useFunctionStatus() {
  return useQuery({ queryKey: adminKeys.functions, queryFn: ({ signal }) => getFunctionStatus(signal) });
}
