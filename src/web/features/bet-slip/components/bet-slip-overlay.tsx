import { Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { SheetLoading } from '@/components/ui/sheet-loading';
import { useBetSlip } from '../store';
import { BetSlipButton } from './bet-slip-button';
import { BetSlipSheet } from './bet-slip-sheet-loader';
import { BET_SLIP_SHEET_WIDTH } from './sheet-width';

/**
 * The phone's bet-slip bar (bottom of the screen; the header holds the button from 768 px) and the
 * right-hand sheet a slip button opens. The sheet's code loads when the slip first opens or the player
 * reaches for a button (see bet-slip-sheet-loader).
 */
export function BetSlipOverlay() {
  const slip = useBetSlip();
  const { t } = useLingui();
  const [sheetWanted, setSheetWanted] = useState(slip.isOpen);
  if (slip.isOpen && !sheetWanted) setSheetWanted(true);
  return (
    <>
      <BetSlipButton place="bar" />
      {sheetWanted && (
        <Suspense
          fallback={
            slip.isOpen && <SheetLoading label={t`Loading bet slip`} className={BET_SLIP_SHEET_WIDTH} />
          }
        >
          <BetSlipSheet />
        </Suspense>
      )}
    </>
  );
}
