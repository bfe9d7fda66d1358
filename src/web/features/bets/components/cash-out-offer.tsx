import { Trans, useLingui } from '@lingui/react/macro';
import { Ban } from 'lucide-react';
import type { Bet } from '@shared/contracts/bets';
import { formatRupees, formatRupees2 } from '@shared/money';
import { MIN_BET_RUPEES } from '@shared/constants';
import { selectionLabel } from '@shared/selection-label';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useCricketText } from '@/lib/i18n/use-cricket-text';
import { CashOutPresets } from './cash-out-presets';
import { CashOutDialog, preloadCashOutDialog } from './lazy-parts';
import { useCashOut } from './use-cash-out';

/** A greyed offer: the reason in words, in place of the amount. */
function Unavailable({ reason, compact }: { reason: string; compact?: boolean }) {
  return (
    <div
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 opacity-70', compact && 'justify-end')}
      data-testid="cash-out-unavailable"
    >
      <Button variant="secondary" size={compact ? 'sm' : 'default'} disabled>
        <Ban aria-hidden="true" />
        <Trans>Cash Out</Trans>
      </Button>
      <span className="text-xs text-muted-foreground">{reason}</span>
    </div>
  );
}

/** My Bets' offer, in full: the whole stake's amount, the presets of a part, and the confirm. */
export function CashOutOffer({ bet }: { bet: Bet }) {
  const { t } = useLingui();
  const cashOut = useCashOut(bet);
  if (!cashOut.offer) return null;
  const fullAmount = formatRupees2(cashOut.fullAmount);
  const minimum = formatRupees(MIN_BET_RUPEES);
  return (
    <section
      aria-label={t`Cash Out`}
      className="grid gap-3 rounded-xl border border-border bg-muted/30 p-3"
      data-testid="cash-out-offer"
      onPointerEnter={preloadCashOutDialog}
      onFocus={preloadCashOutDialog}
    >
      {cashOut.unavailableReason ? (
        <Unavailable reason={cashOut.unavailableReason} />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="accent"
              className="tabular-nums"
              onClick={() => cashOut.start(1)}
              data-testid="cash-out-button"
            >
              <Trans>Cash Out {fullAmount}</Trans>
            </Button>
            <div className="min-w-0 flex-1 basis-56">
              <CashOutPresets presets={cashOut.presets} onChoose={(p) => cashOut.start(p.fraction)} />
            </div>
          </div>
          {!cashOut.partsAllowed && (
            <p className="text-xs text-muted-foreground">
              <Trans>Only a full cash-out: what stays on would be under {minimum}.</Trans>
            </p>
          )}
        </>
      )}
      <CashOutDialog state={cashOut.dialog} />
    </section>
  );
}

/** The match card's offer for one bet: its pick (with the market, for a line), and one button for the whole stake. */
export function CompactCashOut({ bet }: { bet: Bet }) {
  const cricketText = useCricketText();
  const cashOut = useCashOut(bet);
  if (!cashOut.offer) return null;
  const pick = selectionLabel(cricketText(bet.optionName), bet.line);
  const fullAmount = formatRupees2(cashOut.fullAmount);
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-2"
      data-testid="compact-cash-out"
      onPointerEnter={preloadCashOutDialog}
      onFocus={preloadCashOutDialog}
    >
      <p className="min-w-0 text-xs text-muted-foreground">
        {bet.side === 'LAY' ? (
          <Trans>
            Your lay: <span className="font-semibold text-foreground">{pick}</span>
          </Trans>
        ) : (
          <Trans>
            Your bet: <span className="font-semibold text-foreground">{pick}</span>
          </Trans>
        )}{' '}
        {/* 'Yes 56.5' alone does not say which session: a market with a line is named. */}
        {bet.line !== null && <>({cricketText(bet.marketName)}) </>}
        {formatRupees(bet.amount)} @ {bet.odds.toFixed(2)}
      </p>
      {cashOut.unavailableReason ? (
        <Unavailable reason={cashOut.unavailableReason} compact />
      ) : (
        <Button variant="accent" size="sm" className="tabular-nums" onClick={() => cashOut.start(1)}>
          <Trans>Cash Out {fullAmount}</Trans>
        </Button>
      )}
      <CashOutDialog state={cashOut.dialog} />
    </div>
  );
}
