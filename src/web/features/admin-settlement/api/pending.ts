import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { pendingMatchSchema, pendingTossMatchSchema, recentSettlementSchema } from '@shared/contracts/admin';
import { apiFetch } from '@/lib/api';
import { adminKeys } from '@/lib/query-keys';

/** GET /api/admin/settlements/pending: completed matches waiting for settlement, with their exposure. */
async function getPendingMatches(signal?: AbortSignal) {
  return z
    .array(pendingMatchSchema)
    .parse(await apiFetch<unknown>('/api/admin/settlements/pending', { signal }));
}

/** GET /api/admin/settlements/pending-toss: started matches whose toss is not settled. */
async function getPendingToss(signal?: AbortSignal) {
  return z
    .array(pendingTossMatchSchema)
    .parse(await apiFetch<unknown>('/api/admin/settlements/pending-toss', { signal }));
}

export function usePendingMatches() {
  return useQuery({ queryKey: adminKeys.pendingMatches, queryFn: ({ signal }) => getPendingMatches(signal) });
}

export function usePendingToss() {
  return useQuery({ queryKey: adminKeys.pendingToss, queryFn: ({ signal }) => getPendingToss(signal) });
}

/** GET /api/admin/settlements/recent: what was settled within the correction window. */
async function getRecentSettlements(signal?: AbortSignal) {
  return z
    .array(recentSettlementSchema)
    .parse(await apiFetch<unknown>('/api/admin/settlements/recent', { signal }));
}

export function useRecentSettlements() {
  return useQuery({
    queryKey: adminKeys.recentSettlements,
    queryFn: ({ signal }) => getRecentSettlements(signal),
  });
}
