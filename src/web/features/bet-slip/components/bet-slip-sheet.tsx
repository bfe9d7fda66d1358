import { Loader2, Ticket, Trash2 } from 'lucide-react';
import { formatRupees, formatRupees2 } from '@shared/money';
import { Button } from '@/components/ui/button';
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
import { SlipEntryCard } from './slip-entry-card';
import { usePlaceSlip, type PlaceSlip } from './use-place-slip';
import { NEGATIVE_BALANCE_MESSAGE } from '@shared/contracts/errors';
import { bettingBreakMessage } from '@shared/responsible-gambling';
import { BET_SLIP_SHEET_WIDTH } from './sheet-width';

export const INSUFFICIENT_BALANCE_TEXT = 'Insufficient balance. Please add funds to your wallet.';

/** The bet slip's right-hand sheet, open while the slip says so. */
export function BetSlipSheet() {
  const slip = useBetSlip();
  return (
    <Sheet open={slip.isOpen} onOpenChange={slip.setOpen}>
      <SheetContent side="right" className={cn(BET_SLIP_SHEET_WIDTH, 'gap-0')}>
        <BetSlipPanel />
      </SheetContent>
    </Sheet>
  );
}

/** The sheet's content: entries, totals and Place Bets (what they do: usePlaceSlip). */
function BetSlipPanel() {
  const placeSlip = usePlaceSlip();
  const { slip, live, rules, placing } = placeSlip;
  return (
    <>
      <SheetHeader className="flex-row items-center justify-between gap-2">
        <div className="grid gap-0.5">
          <SheetTitle className="flex items-center gap-2">
            <Ticket className="size-5 text-indigo-300" aria-hidden="true" />
            Bet Slip
            {slip.count > 0 && (
              <span className="rounded-full bg-primary px-2 text-xs leading-5 text-primary-foreground">
                {slip.count}
              </span>
            )}
          </SheetTitle>
          <SheetDescription className="sr-only">Review your selections and place your bets.</SheetDescription>
        </div>
        {slip.count > 0 && (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-300 hover:text-red-200"
            onClick={() => slip.clear()}
            disabled={placing}
          >
            <Trash2 aria-hidden="true" />
            Clear All
          </Button>
        )}
      </SheetHeader>
      <div className="min-h-0 flex-1 overflow-y-auto p-4">
        {slip.count === 0 ? (
          <div className="flex h-full flex-col items-center justify-center gap-3 px-4 py-12 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <Ticket className="size-6" aria-hidden="true" />
            </span>
            <p className="font-semibold">Your bet slip is empty</p>
            <p className="text-sm text-muted-foreground">
              Select odds from live or upcoming matches to add to your bet slip.
            </p>
          </div>
        ) : (
          <ul className="grid gap-3" aria-label="Selections">
            {slip.entries.map((entry) => (
              <SlipEntryCard
                key={entry.id}
                entry={entry}
                live={live.get(entry.id)}
                onRemove={placeSlip.remove}
                onAmountChange={slip.setAmount}
                onAcceptOdds={slip.updateOdds}
                rules={rules}
                disabled={placing}
              />
            ))}
          </ul>
        )}
      </div>

      <SlipFooter {...placeSlip} />
    </>
  );
}

/** The totals, what stands in the way of placing (SlipNotices), and Place Bets. */
function SlipFooter(placeSlip: PlaceSlip) {
  const { slip, me, online, onBreak, insufficient, blocked, placing, place, totalStake, totalPayout } =
    placeSlip;
  return (
    <SheetFooter className="gap-3 bg-card/40">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-muted-foreground">Available balance</dt>
        <dd className="text-right font-medium tabular-nums">{me ? formatRupees(me.balance) : '—'}</dd>
        <dt className="text-muted-foreground">Total bets</dt>
        <dd className="text-right font-medium tabular-nums">{slip.count}</dd>
        <dt className="text-muted-foreground">Total stake</dt>
        <dd className="text-right font-medium tabular-nums">{formatRupees(totalStake)}</dd>
        <dt className="text-muted-foreground">Potential payout</dt>
        <dd className="text-right font-bold tabular-nums text-green-300">{formatRupees2(totalPayout)}</dd>
      </dl>
      <SlipNotices {...placeSlip} />
      <Button
        size="lg"
        className={cn('w-full')}
        onClick={place}
        disabled={placing || !online || insufficient || !!onBreak || (!!me && blocked && slip.count > 0)}
      >
        {placing ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" />
            Placing Bets...
          </>
        ) : (
          'Place Bets'
        )}
      </Button>
    </SheetFooter>
  );
}

/** What stands in the way of placing: offline, a break, the balance, or the selections' problems. */
function SlipNotices({ slip, me, online, onBreak, insufficient, blocked, problems }: PlaceSlip) {
  return (
    <>
      {!online && (
        <p
          role="status"
          className="rounded-lg bg-amber-500/10 px-3 py-2 text-xs font-medium text-amber-200 ring-1 ring-amber-500/30"
        >
          You are offline. Bets can only be placed online, at the odds of that moment.
        </p>
      )}
      {onBreak && (
        <p
          role="alert"
          className="rounded-lg bg-amber-500/10 px-3 py-2 text-xs font-medium text-amber-200 ring-1 ring-amber-500/30"
        >
          {bettingBreakMessage(onBreak.kind, onBreak.until)}
        </p>
      )}
      {insufficient && me && me.balance < 0 && (
        <p
          role="alert"
          className="rounded-lg bg-red-500/10 px-3 py-2 text-xs font-medium text-red-300 ring-1 ring-red-500/30"
        >
          {NEGATIVE_BALANCE_MESSAGE}
        </p>
      )}
      {insufficient && me && me.balance >= 0 && (
        <p role="alert" className="text-sm text-red-300">
          {INSUFFICIENT_BALANCE_TEXT}
        </p>
      )}
      {!insufficient && blocked && slip.count > 0 && (
        <p className="text-sm text-amber-200">
          {problems.includes('odds-changed')
            ? 'Accept the new odds to place your bets.'
            : problems.includes('suspended') || problems.includes('closed')
              ? 'Remove suspended or closed selections to place your bets.'
              : 'Correct the stakes marked above to place your bets.'}
        </p>
      )}
    </>
  );
}
