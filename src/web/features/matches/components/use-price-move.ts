import { useEffect, useState } from 'react';
import type { LiveOption } from '@/lib/live-odds';

/** How long a moved price stays marked. */
const PRICE_MOVE_MARK_MS = 5000;

export type PriceMove = 'up' | 'down' | null;

/** 'up' or 'down' for a few seconds after a live odds change, then null. */
export function usePriceMove(option: LiveOption): PriceMove {
  const { odds, previousOdds, movedAt } = option;
  // The movedAt whose mark has run out.
  const [expired, setExpired] = useState<number | undefined>(undefined);

  useEffect(() => {
    if (movedAt === undefined) return;
    const remaining = Math.max(0, movedAt + PRICE_MOVE_MARK_MS - Date.now());
    const timer = setTimeout(() => setExpired(movedAt), remaining);
    return () => clearTimeout(timer);
  }, [movedAt]);

  if (movedAt === undefined || previousOdds === undefined || expired === movedAt) return null;
  if (previousOdds === odds) return null;
  return odds > previousOdds ? 'up' : 'down';
}
