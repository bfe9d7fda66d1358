import { lazy, Suspense } from 'react';
import type { Bet } from '@shared/contracts/bets';
import { AfterMount } from '@/lib/after-mount';
import type { CashOutDialogState } from './use-cash-out';

// The confirm (Radix's dialog) and the auto cash-out form (zod) are chunks of their own: My Bets and the
// match cards paint without them (tests/e2e/first-paint.spec.ts).
export const loadCashOutDialog = () => import('./cash-out-dialog');
export const loadAutoCashOut = () => import('./auto-cash-out');
const Dialog = lazy(async () => ({ default: (await loadCashOutDialog()).CashOutDialog }));
const AutoCashOutForm = lazy(async () => ({ default: (await loadAutoCashOut()).AutoCashOut }));

/** Starts loading the confirm's code, on the player's intent (a pointer over or focus on an offer). */
export const preloadCashOutDialog = () => void loadCashOutDialog();

/** The confirm, mounted once opened. */
export function CashOutDialog({ state }: { state: CashOutDialogState }) {
  if (!state.open) return null;
  return (
    <Suspense>
      <Dialog state={state} />
    </Suspense>
  );
}

/** The auto cash-out form, from the render after the first. */
export function AutoCashOut({ bet }: { bet: Bet }) {
  return (
    <AfterMount>
      <Suspense>
        <AutoCashOutForm bet={bet} />
      </Suspense>
    </AfterMount>
  );
}
