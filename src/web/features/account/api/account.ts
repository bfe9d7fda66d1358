import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSession, PasswordChange, PlayerStats, ProfileUpdate } from '@shared/contracts/account';
import type { Bet } from '@shared/contracts/bets';
import type { Me } from '@shared/contracts/me';
import type { TransactionsPage } from '@shared/contracts/wallet';
import { apiFetch } from '@/lib/api';
import { meQueryKey } from '@/lib/signed-in';
import { betsKeys, transactionsKeys } from '@/lib/query-keys';

const sessionsKey = ['account', 'sessions'] as const;
/** How many other sessions a password change or a sign-out of the others ended. */
type SignedOut = { signedOut: number };

/** PATCH /api/me/profile; the saved profile replaces the cached one (the header shows it at once). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => apiFetch<Me>('/api/me/profile', { method: 'PATCH', body }),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}

/** POST /api/me/password: the other sessions end, so their list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordChange) => apiFetch<SignedOut>('/api/me/password', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => apiFetch<{ sessions: AccountSession[] }>('/api/me/sessions', { signal }),
    select: (body) => body.sessions,
  });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<SignedOut>('/api/me/sessions/sign-out-others', { method: 'POST', body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

const RECENT = 5;

/** GET /api/me/stats: the record, computed by the server. */
export function usePlayerStats() {
  return useQuery({
    queryKey: betsKeys.stats,
    queryFn: ({ signal }) => apiFetch<PlayerStats>('/api/me/stats', { signal }),
  });
}

/** The latest 5 bets, placed or settled. */
export function useRecentBets() {
  return useQuery({
    queryKey: betsKeys.recent,
    queryFn: ({ signal }) => apiFetch<{ bets: Bet[] }>(`/api/me/bets?status=all&limit=${RECENT}`, { signal }),
    select: (body) => body.bets,
  });
}

/** The latest 5 ledger rows. */
export function useRecentTransactions() {
  return useQuery({
    queryKey: transactionsKeys.recent,
    queryFn: ({ signal }) => apiFetch<TransactionsPage>(`/api/me/transactions?limit=${RECENT}`, { signal }),
    select: (page) => page.transactions,
  });
}
