import type { ReactNode } from 'react';
import type { Bet } from '@shared/contracts/bets';
import { formatRupees } from '@shared/money';
import { selectionLabel } from '@shared/selection-label';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format-date';

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
};

function BetStatusBadge({ status }: { status: Bet['status'] }) {
  return <Badge variant={statusVariant[status]}>{status}</Badge>;
}

/** What a settled bet paid: potential payout for WON, the refunded stake for VOID, else 0. */
function settledPayout(bet: Bet): number {
  if (bet.status === 'WON') return bet.potentialPayout;
  if (bet.status === 'VOID') return bet.payout || bet.amount;
  return 0;
}

function Field({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate font-medium tabular-nums">{children}</dd>
    </div>
  );
}

function BetHeading({ bet, badge }: { bet: Bet; badge: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="grid min-w-0 gap-0.5">
        <h3 className="truncate font-semibold">
          {bet.homeTeam} vs {bet.awayTeam}
        </h3>
        <p className="truncate text-sm text-muted-foreground">
          {bet.marketName} ·{' '}
          <span className="text-indigo-300">{selectionLabel(bet.optionName, bet.line)}</span>
        </p>
      </div>
      {badge}
    </div>
  );
}

export function ActiveBetCard({ bet }: { bet: Bet }) {
  return (
    <Card className="grid gap-4 p-4" data-testid="active-bet">
      <BetHeading bet={bet} badge={<BetStatusBadge status={bet.status} />} />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
        <Field label="Bet ID" className="min-w-0">
          <span title={bet.id}>{bet.id}</span>
        </Field>
        <Field label="Match ID">{bet.matchId}</Field>
        <Field label="Amount">{formatRupees(bet.amount)}</Field>
        <Field label="Odds">{bet.odds.toFixed(2)}</Field>
        <Field label="Potential Payout">
          <span className="text-green-300">{formatRupees(bet.potentialPayout)}</span>
        </Field>
        <Field label="Status">{bet.status}</Field>
        <Field label="Placed At" className="col-span-2">
          {formatPlacedAt(bet.placedAt)}
        </Field>
      </dl>
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
        <Field label="Amount">{formatRupees(bet.amount)}</Field>
        <Field label="Odds">{bet.odds.toFixed(2)}</Field>
        <Field
          label={bet.status === 'VOID' ? 'Payout (stake refunded)' : 'Payout'}
          className="col-span-2 sm:col-span-1"
        >
          <span
            data-testid="bet-payout"
            className={
              bet.status === 'WON' ? 'text-green-300' : bet.status === 'LOST' ? 'text-red-300' : undefined
            }
          >
            {formatRupees(payout)}
          </span>
        </Field>
      </dl>
      {bet.result && <p className="text-xs text-muted-foreground">Result: {bet.result}</p>}
    </Card>
  );
}
