import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  accountSessionsSchema,
  playerStatsSchema,
  type PasswordChange,
  type ProfileUpdate,
} from '@shared/contracts/account';
import { meSchema } from '@shared/contracts/me';
import { apiFetch } from '@/lib/api';
import { meQueryKey } from '@/lib/session';
import { betsKeys, transactionsKeys } from '@/lib/query-keys';
import { betSchema } from '@shared/contracts/bets';
import { transactionsPageSchema } from '@shared/contracts/wallet';

const sessionsKey = ['account', 'sessions'] as const;
const signedOutSchema = z.object({ signedOut: z.number() });

/** PATCH /api/me/profile; the saved profile replaces the cached one (the header shows it at once). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProfileUpdate) =>
      meSchema.parse(await apiFetch<unknown>('/api/me/profile', { method: 'PATCH', body })),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}

/** POST /api/me/password: the other sessions end, so their list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PasswordChange) =>
      signedOutSchema.parse(await apiFetch<unknown>('/api/me/password', { method: 'POST', body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: async ({ signal }) =>
      accountSessionsSchema.parse(await apiFetch<unknown>('/api/me/sessions', { signal })).sessions,
  });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      signedOutSchema.parse(
        await apiFetch<unknown>('/api/me/sessions/sign-out-others', { method: 'POST', body: {} }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

const RECENT = 5;

/** GET /api/me/stats: the record, computed by the server. */
export function usePlayerStats() {
  return useQuery({
    queryKey: betsKeys.stats,
    queryFn: async ({ signal }) =>
      playerStatsSchema.parse(await apiFetch<unknown>('/api/me/stats', { signal })),
  });
}

/** The latest 5 bets, placed or settled. */
export function useRecentBets() {
  return useQuery({
    queryKey: betsKeys.recent,
    queryFn: async ({ signal }) =>
      z
        .object({ bets: z.array(betSchema) })
        .parse(await apiFetch<unknown>(`/api/me/bets?status=all&limit=${RECENT}`, { signal })).bets,
  });
}

/** The latest 5 ledger rows. */
export function useRecentTransactions() {
  return useQuery({
    queryKey: transactionsKeys.recent,
    queryFn: async ({ signal }) =>
      transactionsPageSchema.parse(
        await apiFetch<unknown>(`/api/me/transactions?limit=${RECENT}`, { signal }),
      ).transactions,
  });
}
