import type { BettingLimits } from '@shared/contracts/responsible-gambling';
import { formatRupees } from '@shared/money';
import { LIMIT_PERIOD_LABELS } from '@shared/responsible-gambling';
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '@shared/statuses';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/status-panel';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useLimits } from '../api/preferences-and-limits';
import { formatDateTime } from '@shared/format-date';
import { useLimitRow } from './use-limit-row';

const KIND_TEXT: Record<LimitKind, { title: string; text: string }> = {
  STAKE: { title: 'Stake limits', text: 'The most you can stake in a period.' },
  LOSS: {
    title: 'Loss limits',
    text: 'The most you can lose in a period: stakes minus returns, a pending bet counting as lost.',
  },
};
const LEFT: Record<LimitPeriod, string> = { DAY: 'today', WEEK: 'this week', MONTH: 'this month' };
const capitalise = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/**
 * Stake and loss limits per day, week and month. A new or lower limit applies at once; a higher one or
 * a removal only after 24 hours (shown as pending, and cancellable).
 */
export function BettingLimitsPanel({ title = 'Betting Limits' }: { title?: string }) {
  const { data, isPending, isError, isFetching, refetch } = useLimits();
  return (
    <Card className="grid gap-5 p-5 sm:p-6">
      <div>
        <h3 className="text-lg font-bold">{title}</h3>
        <p className="text-sm text-muted-foreground">
          Lowering or setting a limit applies at once. Raising or removing one applies after 24 hours. Days,
          weeks (from Monday) and months follow India time.
        </p>
      </div>
      {isError ? (
        <LoadError
          text="Your limits could not be loaded."
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {LIMIT_KINDS.map((kind) => (
            <section
              key={kind}
              aria-label={KIND_TEXT[kind].title}
              className="grid gap-3 rounded-xl border border-border p-4"
            >
              <div>
                <h4 className="font-semibold">{KIND_TEXT[kind].title}</h4>
                <p className="text-sm text-muted-foreground">{KIND_TEXT[kind].text}</p>
              </div>
              {LIMIT_PERIODS.map((period) => (
                <LimitRow key={period} kind={kind} period={period} limits={data} />
              ))}
            </section>
          ))}
        </div>
      )}
    </Card>
  );
}

function LimitRow({ kind, period, limits }: { kind: LimitKind; period: LimitPeriod; limits: BettingLimits }) {
  const current = limits.limits.find((l) => l.kind === kind && l.period === period);
  const pending = limits.pending.find((l) => l.kind === kind && l.period === period);
  const label = `${capitalise(LIMIT_PERIOD_LABELS[period])} ${kind === 'STAKE' ? 'stake' : 'loss'} limit`;
  const row = useLimitRow(kind, period, label);
  const id = `limit-${kind}-${period}`;

  return (
    <form onSubmit={row.submit} className="grid gap-2 border-t border-border pt-3 first-of-type:border-t-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <span className="text-sm text-muted-foreground tabular-nums" data-testid={`${id}-state`}>
          {current
            ? `${formatRupees(current.amount)} · ${formatRupees(Math.max(0, current.remaining))} left ${LEFT[period]}`
            : 'No limit'}
        </span>
      </div>
      {pending && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-500/10 px-3 py-2 text-xs text-amber-200 ring-1 ring-amber-500/30">
          <span>
            {pending.amount === null ? 'Removed' : `Rises to ${formatRupees(pending.amount)}`} on{' '}
            {formatDateTime(new Date(pending.effectiveAt))} IST
          </span>
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto p-0 text-xs"
            disabled={row.cancelling}
            onClick={row.cancelPending}
          >
            Cancel change
          </Button>
        </div>
      )}
      <div className="flex gap-2">
        <Input
          id={id}
          inputMode="numeric"
          placeholder={current ? 'New amount (₹)' : 'Amount (₹)'}
          value={row.amount}
          onChange={(event) => row.setAmount(event.target.value)}
          aria-invalid={row.problem !== null}
          aria-describedby={row.problem ? `${id}-problem` : undefined}
        />
        <Button type="submit" variant="secondary" disabled={row.saving}>
          Set
        </Button>
        {current && !pending && (
          <Button type="button" variant="ghost" disabled={row.saving} onClick={row.remove}>
            Remove
          </Button>
        )}
      </div>
      {row.problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
          {row.problem}
        </p>
      )}
    </form>
  );
}
