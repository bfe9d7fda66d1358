import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkSettleInput, BulkSettlementResult, SettlementResult } from '@shared/contracts/admin';
import { apiFetch } from '@/lib/api';
import { adminKeys } from '@/lib/query-keys';

export type SettlementAction =
  | { kind: 'match'; matchId: number; winningTeam: string }
  | { kind: 'toss'; matchId: number; tossWinner: string }
  | { kind: 'void'; matchId: number; reason: string }
  | { kind: 'resettle'; matchId: number; winningTeam: string; reason: string }
  | { kind: 'resettle-toss'; matchId: number; tossWinner: string; reason: string };

const REQUESTS: {
  [K in SettlementAction['kind']]: (a: Extract<SettlementAction, { kind: K }>) => [string, object];
} = {
  match: (a) => ['settle', { winningTeam: a.winningTeam }],
  toss: (a) => ['settle-toss', { tossWinner: a.tossWinner }],
  void: (a) => ['void', { reason: a.reason }],
  resettle: (a) => ['resettle', { winningTeam: a.winningTeam, reason: a.reason }],
  'resettle-toss': (a) => ['resettle-toss', { tossWinner: a.tossWinner, reason: a.reason }],
};

/** POST /api/admin/matches/{id}/settle | settle-toss | void | resettle | resettle-toss. */
function runSettlement(action: SettlementAction): Promise<SettlementResult> {
  const [path, body] = (REQUESTS[action.kind] as (a: SettlementAction) => [string, object])(action);
  return apiFetch(`/api/admin/matches/${action.matchId}/${path}`, { method: 'POST', body });
}

/** Settled rows leave the pending lists, and the dashboard's counts follow: refetch the back office. */
function useBackOfficeMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useSettlement = () => useBackOfficeMutation(runSettlement);

/** POST /api/admin/settlements/bulk-settle: the confirmed matches, each on the winner its feed records. */
function bulkSettle(input: BulkSettleInput): Promise<BulkSettlementResult> {
  return apiFetch('/api/admin/settlements/bulk-settle', { method: 'POST', body: input });
}

export const useBulkSettle = () => useBackOfficeMutation(bulkSettle);
