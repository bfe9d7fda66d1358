import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { adminAccessKey } from '@/lib/signed-in-admin';
import { adminKeys } from '@/lib/query-keys';
import { useLiveStream } from '@/lib/live-stream';

/** Events often come in bursts (a sync completing several matches): one refetch per burst. */
const COALESCE_MS = 250;

/**
 * The back office's stream of live events: when another admin acts ('backoffice', sent to admins
 * only) or matches change state ('matches'), every back-office query is refetched, so the counts,
 * pending lists, book and activity log follow without a reload. Bets moving refetch the book and the
 * counts; a market opening or closing ('market') refetches the book.
 */
export function BackOfficeLiveUpdates({ adminId }: { adminId: string }) {
  const queryClient = useQueryClient();
  const handlers = useCallback(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: adminKeys.all }), COALESCE_MS);
    };
    return {
      // 'BETS' (at most once a second while bets move): only the book and the bet count change.
      backoffice: ({ action }: { action: string }) => {
        if (action !== 'BETS') return refresh();
        void queryClient.invalidateQueries({ queryKey: adminKeys.book });
        void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
      },
      matches: refresh,
      // Markets open and close all the time in live matches: only the book shows their state.
      market: () => void queryClient.invalidateQueries({ queryKey: adminKeys.book }),
      // The session ended or the admin role was removed: ask again, as after a 401 or 403; the back
      // office then sends the visitor to sign in, or the player away.
      access: () => void queryClient.invalidateQueries({ queryKey: adminAccessKey }),
    };
  }, [queryClient]);
  useLiveStream(handlers, { enabled: true, identity: adminId });
  return null;
}
