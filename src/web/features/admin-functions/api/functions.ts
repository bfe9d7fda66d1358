import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BackendFunction,
  FunctionBody,
  FunctionResult,
  FunctionStatus,
} from '@shared/contracts/functions';
import type { TournamentWinner } from '@shared/contracts/tournament';
import { apiFetch } from '@/lib/api';
import { adminKeys } from '@/lib/query-keys';

/** GET /api/admin/functions: each backend function, its schedule and its latest run. */
function getFunctionStatus(signal?: AbortSignal): Promise<FunctionStatus[]> {
  return apiFetch('/api/admin/functions', { signal });
}

export function useFunctionStatus() {
  return useQuery({ queryKey: adminKeys.functions, queryFn: ({ signal }) => getFunctionStatus(signal) });
}

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

/** GET /api/tournament-winners: the outright odds of the configured season, shortest first. */
function getTournamentWinners(signal?: AbortSignal): Promise<{ season: number; teams: TournamentWinner[] }> {
  return apiFetch('/api/tournament-winners', { signal });
}

export function useTournamentWinners() {
  return useQuery({
    queryKey: adminKeys.tournamentWinners,
    queryFn: ({ signal }) => getTournamentWinners(signal),
  });
}
