import { Suspense, useState } from 'react';
import { Ticket } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SheetLoading } from '@/components/ui/sheet-loading';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useBetSlip } from '../store';
import { BET_SLIP_SHEET_WIDTH } from './sheet-width';

const { Component: BetSlipSheet, preload: preloadSheet } = lazyWithPreload(
  async () => (await import('./bet-slip-sheet')).BetSlipSheet,
);

/**
 * The floating bet-slip button (bottom right) and the right-hand sheet it opens. The sheet's code (its
 * dialog, the slip's checks and placing) loads the first time the slip opens or the player reaches for
 * the button: no part of the first screen waits for it, nor works on it after the paint (ADR 0015).
 */
export function BetSlipOverlay() {
  const slip = useBetSlip();
  const [sheetWanted, setSheetWanted] = useState(slip.isOpen);
  if (slip.isOpen && !sheetWanted) setSheetWanted(true);
  return (
    <>
      <Button
        size="icon"
        variant="accent"
        className="fixed right-4 bottom-4 z-40 size-14 rounded-full shadow-lg shadow-black/40 sm:right-6 sm:bottom-6"
        aria-label={slip.count ? `Open bet slip (${slip.count})` : 'Open bet slip'}
        onClick={() => slip.setOpen(true)}
        onPointerEnter={preloadSheet}
        onFocus={preloadSheet}
      >
        <Ticket className="size-6" aria-hidden="true" />
        {slip.count > 0 && (
          <span
            aria-hidden="true"
            data-testid="bet-slip-count"
            className="absolute -top-1 -right-1 flex min-w-6 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs leading-6 font-bold text-white ring-2 ring-background"
          >
            {slip.count}
          </span>
        )}
      </Button>
      {sheetWanted && (
        <Suspense
          fallback={slip.isOpen && <SheetLoading label="Loading bet slip" className={BET_SLIP_SHEET_WIDTH} />}
        >
          <BetSlipSheet />
        </Suspense>
      )}
    </>
  );
}
