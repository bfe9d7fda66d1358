import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Copy } from 'lucide-react';
import type { Bet } from '@shared/contracts/bets';
import { formatRupees, formatRupees2, paiseToRupees, rupeesToPaise } from '@shared/money';
import { selectionLabel } from '@shared/selection-label';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCricketText } from '@/lib/i18n/use-cricket-text';
import { toast } from '@/lib/toast';
import { useActiveLocale } from '@/lib/i18n/switch-locale';
import { oddsTakenText } from '@/lib/odds-taken-text';
import { betHeldRupees } from '@/lib/cash-out-price';
import { cn } from '@/lib/cn';
import { placedAtText } from '../lib/placed-at';

const statusVariant: Record<Bet['status'], BadgeProps['variant']> = {
  PENDING: 'warning',
  ACTIVE: 'default',
  WON: 'success',
  LOST: 'destructive',
  VOID: 'secondary',
  CASHED_OUT: 'accent',
};

const statusText: Record<Bet['status'], MessageDescriptor> = {
  PENDING: msg`PENDING`,
  ACTIVE: msg`ACTIVE`,
  WON: msg`WON`,
  LOST: msg`LOST`,
  VOID: msg`VOID`,
  CASHED_OUT: msg`CASHED OUT`,
};

function BetStatusBadge({ status }: { status: Bet['status'] }) {
  const { i18n } = useLingui();
  return <Badge variant={statusVariant[status]}>{i18n._(statusText[status])}</Badge>;
}

/**
 * What a settled bet paid: potential payout for WON, what it held back for VOID (a back's stake, a
 * lay's liability), the cash-out, else 0.
 */
function settledPayout(bet: Bet): number {
  if (bet.status === 'WON') return bet.potentialPayout;
  if (bet.status === 'VOID') return bet.payout || betHeldRupees(bet);
  if (bet.status === 'CASHED_OUT') return bet.cashedOutAmount;
  return 0;
}

/** The stake placed: what stays on and what was cashed out. */
function stakePlaced(bet: Bet): number {
  return paiseToRupees(rupeesToPaise(bet.amount) + rupeesToPaise(bet.cashedOutStake));
}

/** A part already cashed out: what it paid, for which part of the stake. */
function CashedPart({ bet }: { bet: Bet }) {
  const { t } = useLingui();
  if (bet.cashedOutStake <= 0 || bet.status === 'CASHED_OUT') return null;
  const paid = formatRupees2(bet.cashedOutAmount);
  const stake = formatRupees2(bet.cashedOutStake);
  const staysOn = formatRupees2(bet.amount);
  const odds = bet.odds.toFixed(2);
  return (
    <p className="rounded-lg bg-accent/10 px-3 py-2 text-sm text-amber-100" data-testid="cashed-part">
      {bet.status === 'PENDING'
        ? t`Cashed out ${paid} for a stake of ${stake}; ${staysOn} stays on at ${odds}`
        : t`Cashed out ${paid} for a stake of ${stake}`}
    </p>
  );
}

/** 'Placed at 1.92, you asked 1.88' when the odds preference took a moved price; nothing else. */
function OddsTaken({ bet }: { bet: Bet }) {
  // Subscribes to the page's language: the text is written at render.
  useLinguiContext();
  const text = oddsTakenText(bet);
  return (
    text && (
      <p className="text-xs text-muted-foreground tabular-nums" data-testid="bet-odds-taken">
        {text}
      </p>
    )
  );
}

function Field({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate font-medium tabular-nums">{children}</dd>
    </div>
  );
}

/** 'Placed 10:15 AM' (today) or 'Placed 27 Nov, 10:15 AM': one short line, never cut on a phone. */
function PlacedAt({ iso }: { iso: string }) {
  const { t } = useLingui();
  const when = placedAtText(iso, useActiveLocale(), new Date());
  return (
    <p className="text-xs whitespace-nowrap text-muted-foreground tabular-nums" data-testid="bet-placed-at">
      <time dateTime={iso}>{t`Placed ${when}`}</time>
    </p>
  );
}

/** 'Lay' before a laid pick, in the lay column's pink: the bet wins if its option does not. */
function LayMarker({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'mr-1.5 inline-block rounded bg-pink-300 px-1.5 align-middle text-xs leading-5 font-bold text-pink-950 uppercase',
        className,
      )}
      data-testid="bet-lay"
    >
      <Trans>Lay</Trans>
    </span>
  );
}

/** The pick first, in full (it may take two lines), then its market and the match: what a player looks for. */
function BetHeading({ bet, badge }: { bet: Bet; badge: ReactNode }) {
  const cricketText = useCricketText();
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="grid min-w-0 gap-0.5">
        <h3 className="font-semibold text-pretty text-indigo-100" data-testid="bet-pick">
          {bet.side === 'LAY' && <LayMarker />}
          {selectionLabel(cricketText(bet.optionName), bet.line)}
        </h3>
        <p className="text-sm text-pretty text-muted-foreground">
          {cricketText(bet.marketName)} · {cricketText(`${bet.homeTeam} vs ${bet.awayTeam}`)}
        </p>
        <PlacedAt iso={bet.placedAt} />
      </div>
      {badge}
    </div>
  );
}

/** A bet's id as a player quotes it to support: its first 8 characters, and a button that copies all of it. */
function BetId({ id }: { id: string }) {
  const { t } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      toast.success(t`Bet ID copied`);
    } catch {
      toast.error(t`Could not copy the bet ID`);
    }
  };
  return (
    <span className="inline-flex items-center gap-1">
      <span title={id} className="font-mono">
        {id.slice(0, 8)}
      </span>
      <Button
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={t`Copy bet ID`}
        onClick={() => void copy()}
      >
        <Copy className="size-3.5" aria-hidden="true" />
      </Button>
    </span>
  );
}

/** A pending bet: its details, what was already cashed out, and its cash-out offer (a slot of My Bets). */
export function ActiveBetCard({ bet, children }: { bet: Bet; children?: ReactNode }) {
  const { t } = useLingui();
  const lay = bet.side === 'LAY';
  return (
    <Card className="grid gap-4 p-4" data-testid="active-bet" data-side={bet.side}>
      <BetHeading bet={bet} badge={<BetStatusBadge status={bet.status} />} />
      <dl
        className={cn('grid grid-cols-2 gap-x-4 gap-y-3 text-sm', lay ? 'sm:grid-cols-5' : 'sm:grid-cols-4')}
      >
        <Field label={bet.cashedOutStake > 0 ? t`Amount still on` : t`Amount`}>
          {formatRupees(bet.amount)}
        </Field>
        <Field label={lay ? t`Lay odds` : t`Odds`}>{bet.odds.toFixed(2)}</Field>
        {lay && <LiabilityField bet={bet} />}
        <Field label={t`Potential Payout`}>
          <span className="text-green-300">{formatRupees(bet.potentialPayout)}</span>
        </Field>
        <Field label={t`Bet ID`}>
          <BetId id={bet.id} />
        </Field>
      </dl>
      <OddsTaken bet={bet} />
      <CashedPart bet={bet} />
      {children}
    </Card>
  );
}

/** What a lay holds and loses if its option wins. */
function LiabilityField({ bet }: { bet: Bet }) {
  const { t } = useLingui();
  return (
    <Field label={t`Liability`}>
      <span className="text-pink-200" data-testid="bet-liability">
        {formatRupees2(bet.liability)}
      </span>
    </Field>
  );
}

export function SettledBetCard({ bet }: { bet: Bet }) {
  const { t } = useLingui();
  const cricketText = useCricketText();
  const payout = settledPayout(bet);
  const result = bet.result && cricketText(bet.result);
  const lay = bet.side === 'LAY';
  return (
    <Card className="grid gap-4 p-4" data-testid="settled-bet" data-side={bet.side}>
      <BetHeading bet={bet} badge={<BetStatusBadge status={bet.status} />} />
      <dl
        className={cn('grid grid-cols-2 gap-x-4 gap-y-3 text-sm', lay ? 'sm:grid-cols-4' : 'sm:grid-cols-3')}
      >
        <Field label={t`Amount`}>{formatRupees(stakePlaced(bet))}</Field>
        <Field label={lay ? t`Lay odds` : t`Odds`}>{bet.odds.toFixed(2)}</Field>
        {lay && <LiabilityField bet={bet} />}
        <Field
          label={
            bet.status === 'VOID'
              ? t`Payout (stake refunded)`
              : bet.status === 'CASHED_OUT'
                ? t`Cashed Out`
                : t`Payout`
          }
          className="col-span-2 sm:col-span-1"
        >
          <span
            data-testid="bet-payout"
            className={
              bet.status === 'WON' || bet.status === 'CASHED_OUT'
                ? 'text-green-300'
                : bet.status === 'LOST'
                  ? 'text-red-300'
                  : undefined
            }
          >
            {formatRupees(payout)}
          </span>
        </Field>
      </dl>
      <OddsTaken bet={bet} />
      <CashedPart bet={bet} />
      {result && (
        <p className="text-xs text-muted-foreground">
          <Trans>Result: {result}</Trans>
        </p>
      )}
    </Card>
  );
}
