import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { cn } from '@/lib/cn';
import { useBetSlip } from '../store';
import { BetSlipPanel, type SlipFrame } from './bet-slip-panel';
import { BET_SLIP_SHEET_WIDTH } from './sheet-width';

const SHEET_FRAME: SlipFrame = {
  Header: SheetHeader,
  Title: SheetTitle,
  Description: SheetDescription,
  Footer: SheetFooter,
};

/** The bet slip's right-hand sheet (below 1280 px), open while the slip says so. */
export function BetSlipSheet() {
  const slip = useBetSlip();
  return (
    <Sheet open={slip.isOpen} onOpenChange={slip.setOpen}>
      <SheetContent side="right" className={cn(BET_SLIP_SHEET_WIDTH, 'gap-0')} data-testid="bet-slip">
        <BetSlipPanel frame={SHEET_FRAME} />
      </SheetContent>
    </Sheet>
  );
}
