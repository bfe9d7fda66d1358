import { Trans, useLingui } from '@lingui/react/macro';
import { Ticket } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useBetSlip } from '../store';
import { preloadBetSlipSheet } from './bet-slip-sheet-loader';

/** The count of picks on the slip, as a badge (the button's label says it to a screen reader). */
function SlipCount({ count, className }: { count: number; className?: string }) {
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="bet-slip-count"
      className={cn(
        'flex min-w-6 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs leading-6 font-bold text-white',
        className,
      )}
    >
      {count}
    </span>
  );
}

/**
 * The button that opens the bet slip. Below 768 px it is a bar along the bottom of the screen, shown only
 * with a pick on the slip, with a spacer of its height at the end of the page, so it never sits on a
 * card's odds or Place button; from 768 px it is a button in the header (`place="header"`). Each shows
 * only at its own widths; from 1280 px neither, as the slip is a column of its own (BetSlipColumn).
 */
export function BetSlipButton({ place }: { place: 'bar' | 'header' }) {
  const slip = useBetSlip();
  const { t } = useLingui();
  const count = slip.count;
  const button = (
    <Button
      variant={place === 'bar' ? 'accent' : 'outline'}
      className={cn(place === 'bar' ? 'h-11 w-full max-w-md gap-2' : 'relative gap-2 px-3')}
      aria-label={count ? t`Open bet slip (${count})` : t`Open bet slip`}
      onClick={() => slip.setOpen(true)}
      onPointerEnter={preloadBetSlipSheet}
      onFocus={preloadBetSlipSheet}
    >
      <Ticket className="size-5" aria-hidden="true" />
      <span className={cn(place === 'header' && 'max-xl:sr-only')}>
        <Trans>Bet Slip</Trans>
      </span>
      <SlipCount
        count={slip.count}
        className={cn(place === 'header' && 'absolute -top-2 -right-2 ring-2 ring-background')}
      />
    </Button>
  );
  if (place === 'header') return <div className="hidden md:block xl:hidden">{button}</div>;
  if (count === 0) return null;
  return (
    <>
      <div aria-hidden="true" className="h-[calc(4rem+env(safe-area-inset-bottom))] md:hidden" />
      <div className="fixed inset-x-0 bottom-0 z-40 flex h-[calc(4rem+env(safe-area-inset-bottom))] items-start justify-center border-t border-white/10 bg-brand-900/95 px-4 pt-2.5 backdrop-blur-md md:hidden">
        {button}
      </div>
    </>
  );
}
