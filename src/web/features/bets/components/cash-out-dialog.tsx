import { AlertTriangle, LoaderCircle } from 'lucide-react';
import { formatOdds, formatRupees2 } from '@shared/money';
import { selectionLabel } from '@shared/selection-label';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { CashOutPresets } from './cash-out-presets';
import type { CashOutDialogState } from './use-cash-out';

function Row({ label, children, strong }: { label: string; children: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={cn('font-semibold tabular-nums', strong && 'text-lg text-green-300')}>{children}</dd>
    </div>
  );
}

/**
 * The slip-style confirm of a cash-out: the part, what the player receives, and what stays on. Its own
 * chunk (with Radix's dialog), loaded when first opened: My Bets paints without it.
 */
export function CashOutDialog({ state }: { state: CashOutDialogState }) {
  const { bet, preset, amount, newPrice, refusal, pending, available } = state;
  if (!preset) return null;
  const staysOn = preset.staysOn > 0;
  return (
    <Dialog open={state.open} onOpenChange={state.setOpen}>
      <DialogContent data-testid="cash-out-dialog">
        <DialogHeader>
          <DialogTitle>Cash Out</DialogTitle>
          <DialogDescription>
            {selectionLabel(bet.optionName, bet.line)} · {bet.marketName} · {bet.homeTeam} vs {bet.awayTeam}
          </DialogDescription>
        </DialogHeader>
        <CashOutPresets
          presets={state.presetsList}
          chosen={preset.fraction}
          onChoose={(p) => state.choose(p.fraction)}
          disabled={pending}
        />
        <dl className="grid gap-2 rounded-xl bg-muted/50 p-4 text-sm">
          <Row label="Stake cashed out">{formatRupees2(preset.stake)}</Row>
          <Row label="Stays on">
            {staysOn ? `${formatRupees2(preset.staysOn)} at ${formatOdds(bet.odds)}` : 'Nothing'}
          </Row>
          <Row label="You receive" strong>
            {formatRupees2(amount)}
          </Row>
        </dl>
        {newPrice && available && (
          <p
            role="alert"
            className="flex gap-2 rounded-lg bg-amber-500/10 p-3 text-sm text-amber-200 ring-1 ring-amber-500/30"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            The price changed from {formatRupees2(newPrice.from)} to {formatRupees2(newPrice.to)}. Accept the
            new price to cash out.
          </p>
        )}
        {refusal && (
          <p role="alert" className="rounded-lg bg-muted p-3 text-sm text-muted-foreground">
            Cash Out unavailable: {refusal}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => state.setOpen(false)} disabled={pending}>
            Cancel
          </Button>
          <Button
            variant={available ? 'accent' : 'secondary'}
            onClick={state.confirm}
            disabled={!available || pending}
          >
            {pending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {!available
              ? 'Cash Out unavailable'
              : newPrice
                ? `Accept ${formatRupees2(amount)}`
                : `Confirm Cash Out ${formatRupees2(amount)}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
