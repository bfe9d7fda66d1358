import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSession } from '@shared/contracts/account';
import { apiFetch } from '@/lib/api';

/** How many other sign-in sessions a password change or a sign-out of the others ended. */
export type SignedOut = { signedOut: number };

/** GET /api/me/sessions: the devices and browsers the player is signed in on. */
const getSignInSessions = (signal?: AbortSignal): Promise<{ sessions: AccountSession[] }> =>
  apiFetch('/api/me/sessions', { signal });

/** Its key is what a password change and a sign-out of the others refresh. */
export const getSignInSessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'sessions'] as const,
    queryFn: ({ signal }) => getSignInSessions(signal),
    select: (body) => body.sessions,
  });

export function useSignInSessions() {
  return useQuery(getSignInSessionsQueryOptions());
}
