import { useCallback } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { adminAccessKey } from '@/lib/signed-in-admin';
import { adminKeys } from '@/lib/query-keys';
import { useLiveStream } from '@/lib/live-stream';

/** Events often come in bursts (a sync completing several matches, a ball moving many markets): one refetch per burst. */
const COALESCE_MS = 250;

/** Invalidates `queryKey` once, COALESCE_MS after the last call of a burst. */
function coalescedInvalidation(queryClient: QueryClient, queryKey: QueryKey) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey }), COALESCE_MS);
  };
}

/**
 * What each back-office topic refetches. When another admin acts ('backoffice', sent to admins only)
 * or matches change state ('matches'), every back-office query, so the counts, pending lists, book and
 * activity log follow without a reload. Bets moving refetch the book and the counts; a market opening,
 * closing or pausing ('market', many at each ball of a live match) refetches the book once per burst.
 */
export function createBackOfficeHandlers(queryClient: QueryClient) {
  const refreshAll = coalescedInvalidation(queryClient, adminKeys.all);
  const refreshBook = coalescedInvalidation(queryClient, adminKeys.book);
  return {
    // 'BETS' (at most once a second while bets move): only the book and the bet count change.
    backoffice: ({ action }: { action: string }) => {
      if (action !== 'BETS') return refreshAll();
      void queryClient.invalidateQueries({ queryKey: adminKeys.book });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
    },
    matches: refreshAll,
    market: refreshBook,
    // The session ended or the admin role was removed: ask again, as after a 401 or 403; the back
    // office then sends the visitor to sign in, or the player away.
    access: () => void queryClient.invalidateQueries({ queryKey: adminAccessKey }),
  };
}

/** The back office's stream of live events (createBackOfficeHandlers says what each one refetches). */
export function BackOfficeLiveUpdates({ adminId }: { adminId: string }) {
  const queryClient = useQueryClient();
  const handlers = useCallback(() => createBackOfficeHandlers(queryClient), [queryClient]);
  useLiveStream(handlers, { enabled: true, identity: adminId });
  return null;
}
