import { Trans, useLingui } from '@lingui/react/macro';
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
import { useCricketText } from '@/lib/i18n/use-cricket-text';
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

function PriceChanged({ from, to }: { from: number; to: number }) {
  const before = formatRupees2(from);
  const after = formatRupees2(to);
  return (
    <Trans>
      The price changed from {before} to {after}. Accept the new price to cash out.
    </Trans>
  );
}

/**
 * The slip-style confirm of a cash-out: the part, what the player receives, and what stays on. Its own
 * chunk (with Radix's dialog), loaded when first opened: My Bets paints without it.
 */
export function CashOutDialog({ state }: { state: CashOutDialogState }) {
  const { t } = useLingui();
  const cricketText = useCricketText();
  const { bet, preset, amount, newPrice, refusal, pending, available } = state;
  if (!preset) return null;
  const staysOnStake = formatRupees2(preset.staysOn);
  const odds = formatOdds(bet.odds);
  const receive = formatRupees2(amount);
  return (
    <Dialog open={state.open} onOpenChange={state.setOpen}>
      <DialogContent data-testid="cash-out-dialog">
        <DialogHeader>
          <DialogTitle>
            <Trans>Cash Out</Trans>
          </DialogTitle>
          <DialogDescription>
            {selectionLabel(cricketText(bet.optionName), bet.line)} · {cricketText(bet.marketName)} ·{' '}
            {cricketText(`${bet.homeTeam} vs ${bet.awayTeam}`)}
          </DialogDescription>
        </DialogHeader>
        <CashOutPresets
          presets={state.presetsList}
          chosen={preset.fraction}
          onChoose={(p) => state.choose(p.fraction)}
          disabled={pending}
        />
        <dl className="grid gap-2 rounded-xl bg-muted/50 p-4 text-sm">
          {/* A lay is cashed out by the liability it holds, which stays on at its lay odds. */}
          <Row label={bet.side === 'LAY' ? t`Liability cashed out` : t`Stake cashed out`}>
            {formatRupees2(preset.stake)}
          </Row>
          <Row label={t`Stays on`}>
            {preset.staysOn === 0
              ? t`Nothing`
              : bet.side === 'LAY'
                ? t`${staysOnStake} of liability at ${odds}`
                : t`${staysOnStake} at ${odds}`}
          </Row>
          <Row label={t`You receive`} strong>
            {formatRupees2(amount)}
          </Row>
        </dl>
        {newPrice && available && (
          <p
            role="alert"
            className="flex gap-2 rounded-lg bg-amber-500/10 p-3 text-sm text-amber-200 ring-1 ring-amber-500/30"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <PriceChanged from={newPrice.from} to={newPrice.to} />
          </p>
        )}
        {refusal && (
          <p role="alert" className="rounded-lg bg-muted p-3 text-sm text-muted-foreground">
            <Trans>Cash Out unavailable: {refusal}</Trans>
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => state.setOpen(false)} disabled={pending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant={available ? 'accent' : 'secondary'}
            onClick={state.confirm}
            disabled={!available || pending}
          >
            {pending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {!available
              ? t`Cash Out unavailable`
              : newPrice
                ? t`Accept ${receive}`
                : t`Confirm Cash Out ${receive}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
