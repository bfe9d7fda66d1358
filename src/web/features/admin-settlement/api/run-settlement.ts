import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettlementResult } from '@shared/contracts/admin';
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
export function useSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runSettlement,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
