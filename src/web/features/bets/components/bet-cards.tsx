import type { ReactNode } from 'react';
import { Copy } from 'lucide-react';
import type { Bet } from '@shared/contracts/bets';
import { formatRupees, formatRupees2, paiseToRupees, rupeesToPaise } from '@shared/money';
import { selectionLabel } from '@shared/selection-label';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { formatDateTime } from '@shared/format-date';

function formatPlacedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDateTime(date);
}

const statusVariant: Record<Bet['status'], BadgeProps['variant']> = {
  PENDING: 'warning',
  ACTIVE: 'default',
  WON: 'success',
  LOST: 'destructive',
  VOID: 'secondary',
  CASHED_OUT: 'accent',
};

function BetStatusBadge({ status }: { status: Bet['status'] }) {
  return <Badge variant={statusVariant[status]}>{status === 'CASHED_OUT' ? 'CASHED OUT' : status}</Badge>;
}

/** What a settled bet paid: potential payout for WON, the refunded stake for VOID, the cash-out, else 0. */
function settledPayout(bet: Bet): number {
  if (bet.status === 'WON') return bet.potentialPayout;
  if (bet.status === 'VOID') return bet.payout || bet.amount;
  if (bet.status === 'CASHED_OUT') return bet.cashedOutAmount;
  return 0;
}

/** The stake placed: what stays on and what was cashed out. */
function stakePlaced(bet: Bet): number {
  return paiseToRupees(rupeesToPaise(bet.amount) + rupeesToPaise(bet.cashedOutStake));
}

/** A part already cashed out: what it paid, for which part of the stake. */
function CashedPart({ bet }: { bet: Bet }) {
  if (bet.cashedOutStake <= 0 || bet.status === 'CASHED_OUT') return null;
  return (
    <p className="rounded-lg bg-accent/10 px-3 py-2 text-sm text-amber-100" data-testid="cashed-part">
      Cashed out {formatRupees2(bet.cashedOutAmount)} for a stake of {formatRupees2(bet.cashedOutStake)}
      {bet.status === 'PENDING' && `; ${formatRupees2(bet.amount)} stays on at ${bet.odds.toFixed(2)}`}
    </p>
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

/** The pick first, in full (it may take two lines), then its market and the match: what a player looks for. */
function BetHeading({ bet, badge }: { bet: Bet; badge: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="grid min-w-0 gap-0.5">
        <h3 className="font-semibold text-pretty text-indigo-100" data-testid="bet-pick">
          {selectionLabel(bet.optionName, bet.line)}
        </h3>
        <p className="text-sm text-pretty text-muted-foreground">
          {bet.marketName} · {bet.homeTeam} vs {bet.awayTeam}
        </p>
      </div>
      {badge}
    </div>
  );
}

/** A bet's id as a player quotes it to support: its first 8 characters, and a button that copies all of it. */
function BetId({ id }: { id: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      toast.success('Bet ID copied');
    } catch {
      toast.error('Could not copy the bet ID');
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
        aria-label="Copy bet ID"
        onClick={() => void copy()}
      >
        <Copy className="size-3.5" aria-hidden="true" />
      </Button>
    </span>
  );
}

/** A pending bet: its details, what was already cashed out, and its cash-out offer (a slot of My Bets). */
export function ActiveBetCard({ bet, children }: { bet: Bet; children?: ReactNode }) {
  return (
    <Card className="grid gap-4 p-4" data-testid="active-bet">
      <BetHeading bet={bet} badge={<BetStatusBadge status={bet.status} />} />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
        <Field label={bet.cashedOutStake > 0 ? 'Amount still on' : 'Amount'}>
          {formatRupees(bet.amount)}
        </Field>
        <Field label="Odds">{bet.odds.toFixed(2)}</Field>
        <Field label="Potential Payout">
          <span className="text-green-300">{formatRupees(bet.potentialPayout)}</span>
        </Field>
        <Field label="Placed At">{formatPlacedAt(bet.placedAt)}</Field>
        <Field label="Bet ID">
          <BetId id={bet.id} />
        </Field>
        <Field label="Match ID">{bet.matchId}</Field>
      </dl>
      <CashedPart bet={bet} />
      {children}
    </Card>
  );
}

export function SettledBetCard({ bet }: { bet: Bet }) {
  const payout = settledPayout(bet);
  return (
    <Card className="grid gap-4 p-4" data-testid="settled-bet">
      <BetHeading bet={bet} badge={<BetStatusBadge status={bet.status} />} />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
        <Field label="Placed At" className="col-span-2 sm:col-span-1">
          {formatPlacedAt(bet.placedAt)}
        </Field>
        <Field label="Amount">{formatRupees(stakePlaced(bet))}</Field>
        <Field label="Odds">{bet.odds.toFixed(2)}</Field>
        <Field
          label={
            bet.status === 'VOID'
              ? 'Payout (stake refunded)'
              : bet.status === 'CASHED_OUT'
                ? 'Cashed Out'
                : 'Payout'
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
      <CashedPart bet={bet} />
      {bet.result && <p className="text-xs text-muted-foreground">Result: {bet.result}</p>}
    </Card>
  );
}
