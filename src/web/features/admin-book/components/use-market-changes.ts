import { useCallback, useState } from 'react';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api';
import type { MarketState } from '@shared/contracts/admin';
import { useChangeMarket } from '../api/change-market';
import { CLOSED_REASON_TEXT } from '../lib/closed-reason';
import type { SuspendTarget } from './suspend-dialog';

/**
 * Suspending (after the reason dialog) and resuming markets, with a toast naming the market. Tracks
 * the market being changed, so only its buttons wait, and the market the suspend dialog is open for.
 */
export function useMarketChanges() {
  const change = useChangeMarket();
  const [target, setTarget] = useState<SuspendTarget | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const run = useCallback(
    (
      marketId: number,
      label: string,
      action: () => Promise<MarketState>,
      done: (state: MarketState) => string,
      failed: string,
    ) => {
      setBusy(marketId);
      action()
        .then((state) => toast.success(`${label}: ${done(state)}`))
        .catch((error: unknown) => toast.error(errorMessage(error, failed)))
        .finally(() => setBusy(null));
    },
    [],
  );
  const { mutateAsync } = change;
  // Stable, so a refetched book re-renders only the matches whose data changed (BookMatchCard is memo).
  const askToSuspend = useCallback((marketId: number, label: string) => setTarget({ marketId, label }), []);
  const resume = useCallback(
    (marketId: number, label: string) =>
      run(
        marketId,
        label,
        () => mutateAsync({ marketId, action: 'resume' }),
        // A resume lifts the admin's hold only: a market the feed has closed stays closed.
        ({ closedReason }) =>
          closedReason ? `resumed, but stays closed (${CLOSED_REASON_TEXT[closedReason]})` : 'resumed',
        'Failed to resume the market',
      ),
    [run, mutateAsync],
  );

  return {
    busy,
    /** The market the suspend dialog is open for. */
    target,
    askToSuspend,
    cancelSuspend: () => setTarget(null),
    suspend: (marketId: number, reason: string) => {
      const label = target?.label ?? `Market #${marketId}`;
      setTarget(null);
      run(
        marketId,
        label,
        () => mutateAsync({ marketId, action: 'suspend', reason }),
        () => 'suspended',
        'Failed to suspend the market',
      );
    },
    resume,
  };
}
