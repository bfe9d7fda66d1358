import { useState } from 'react';
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

  const run = (
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
  };

  return {
    busy,
    /** The market the suspend dialog is open for. */
    target,
    askToSuspend: (marketId: number, label: string) => setTarget({ marketId, label }),
    cancelSuspend: () => setTarget(null),
    suspend: (marketId: number, reason: string) => {
      const label = target?.label ?? `Market #${marketId}`;
      setTarget(null);
      run(
        marketId,
        label,
        () => change.mutateAsync({ marketId, action: 'suspend', reason }),
        () => 'suspended',
        'Failed to suspend the market',
      );
    },
    resume: (marketId: number, label: string) =>
      run(
        marketId,
        label,
        () => change.mutateAsync({ marketId, action: 'resume' }),
        // A resume lifts the admin's hold only: a market the feed has closed stays closed.
        ({ closedReason }) =>
          closedReason ? `resumed, but stays closed (${CLOSED_REASON_TEXT[closedReason]})` : 'resumed',
        'Failed to resume the market',
      ),
  };
}
