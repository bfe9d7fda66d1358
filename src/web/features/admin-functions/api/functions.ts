import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  functionResultSchema,
  functionStatusSchema,
  type BackendFunction,
  type FunctionBody,
} from '@shared/contracts/functions';
import { tournamentWinnerSchema } from '@shared/contracts/tournament';
import { apiFetch } from '@/lib/api';
import { adminKeys } from '@/lib/query-keys';

/** GET /api/admin/functions: each backend function, its schedule and its latest run. */
async function getFunctionStatus(signal?: AbortSignal) {
  return z.array(functionStatusSchema).parse(await apiFetch<unknown>('/api/admin/functions', { signal }));
}

export function useFunctionStatus() {
  return useQuery({ queryKey: adminKeys.functions, queryFn: ({ signal }) => getFunctionStatus(signal) });
}

/** POST /api/admin/functions/{name}: runs it now and answers its result. */
async function invokeFunction({ name, body }: { name: BackendFunction; body?: FunctionBody }) {
  return functionResultSchema.parse(
    await apiFetch<unknown>(`/api/admin/functions/${name}`, { method: 'POST', body: body ?? {} }),
  );
}

export function useInvokeFunction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: invokeFunction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

const tournamentSchema = z.object({ season: z.number().int(), teams: z.array(tournamentWinnerSchema) });

/** GET /api/tournament-winners: the outright odds of the configured season, shortest first. */
async function getTournamentWinners(signal?: AbortSignal) {
  return tournamentSchema.parse(await apiFetch<unknown>('/api/tournament-winners', { signal }));
}

export function useTournamentWinners() {
  return useQuery({
    queryKey: adminKeys.tournamentWinners,
    queryFn: ({ signal }) => getTournamentWinners(signal),
  });
}
