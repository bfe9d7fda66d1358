import { Suspense, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { SheetLoadFailed } from '@/components/ui/sheet-load-failed';
import { SheetLoading } from '@/components/ui/sheet-loading';
import { ErrorBoundary } from '@/lib/routing/route-error-boundary';
import { useMediaQuery } from '@/lib/use-media-query';
import { useBetSlip } from '../store';
import { BetSlipButton } from './bet-slip-button';
import { BetSlipSheet } from './bet-slip-sheet-loader';
import { BET_SLIP_SHEET_WIDTH } from './sheet-width';
import { SLIP_COLUMN_QUERY } from './slip-column-query';

/**
 * Below 1280 px: the phone's bet-slip bar (bottom of the screen; the header holds the button from 768
 * px) and the right-hand sheet a slip button opens. The sheet's code loads when the slip first opens or
 * the player reaches for a button (see bet-slip-sheet-loader). From 1280 px the slip is a column, always
 * open (BetSlipColumn): a pick added there opens no sheet, then or after the window narrows. If the
 * sheet's code fails to load, or it throws, a sheet says so and the page stays; closing it lets the
 * next opening fetch the code again.
 */
export function BetSlipOverlay() {
  const slip = useBetSlip();
  const { t } = useLingui();
  const inColumn = useMediaQuery(SLIP_COLUMN_QUERY);
  const [sheetWanted, setSheetWanted] = useState(slip.isOpen && !inColumn);
  if (slip.isOpen && !inColumn && !sheetWanted) setSheetWanted(true);
  const { isOpen, setOpen } = slip;
  useEffect(() => {
    if (inColumn && isOpen) setOpen(false);
  }, [inColumn, isOpen, setOpen]);
  return (
    <>
      <BetSlipButton place="bar" />
      {sheetWanted && !inColumn && (
        <ErrorBoundary
          fallback={
            slip.isOpen && (
              <SheetLoadFailed
                message={t`The bet slip could not load.`}
                className={BET_SLIP_SHEET_WIDTH}
                onClose={() => {
                  setOpen(false);
                  setSheetWanted(false);
                }}
              />
            )
          }
        >
          <Suspense
            fallback={
              slip.isOpen && <SheetLoading label={t`Loading bet slip`} className={BET_SLIP_SHEET_WIDTH} />
            }
          >
            <BetSlipSheet />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
