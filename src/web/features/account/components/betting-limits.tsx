import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BettingLimits } from '@shared/contracts/responsible-gambling';
import { formatRupees } from '@shared/money';
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '@shared/statuses';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/status-panel';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useLimits } from '../api/get-limits';
import { formatDateTime } from '@shared/format-date';
import { useActiveLocale } from '@/lib/i18n/switch-locale';
import { limitLeftText, limitName } from '../responsible-gambling-texts';
import { useLimitRow } from './use-limit-row';

const KIND_TEXT: Record<LimitKind, { title: MessageDescriptor; text: MessageDescriptor }> = {
  STAKE: { title: msg`Stake limits`, text: msg`The most you can stake in a period.` },
  LOSS: {
    title: msg`Loss limits`,
    text: msg`The most you can lose in a period: stakes minus returns, a pending bet counting as lost.`,
  },
};

/**
 * Stake and loss limits per day, week and month. A new or lower limit applies at once; a higher one or
 * a removal only after 24 hours (shown as pending, and cancellable).
 */
/** `title`: the panel's heading, in the active language (default 'Betting Limits'). */
export function BettingLimitsPanel({ title }: { title?: string }) {
  const { t, i18n } = useLingui();
  const { data, isPending, isError, isFetching, refetch } = useLimits();
  return (
    <Card className="grid gap-5 p-5 sm:p-6">
      <div>
        <h3 className="text-lg font-bold">{title ?? t`Betting Limits`}</h3>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Lowering or setting a limit applies at once. Raising or removing one applies after 24 hours. Days,
            weeks (from Monday) and months follow India time.
          </Trans>
        </p>
      </div>
      {isError ? (
        <LoadError
          text={t`Your limits could not be loaded.`}
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
              aria-label={i18n._(KIND_TEXT[kind].title)}
              className="grid gap-3 rounded-xl border border-border p-4"
            >
              <div>
                <h4 className="font-semibold">{i18n._(KIND_TEXT[kind].title)}</h4>
                <p className="text-sm text-muted-foreground">{i18n._(KIND_TEXT[kind].text)}</p>
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
  const locale = useActiveLocale();
  const current = limits.limits.find((l) => l.kind === kind && l.period === period);
  const pending = limits.pending.find((l) => l.kind === kind && l.period === period);
  const { t } = useLingui();
  const label = limitName(kind, period);
  const pendingWhen = pending && formatDateTime(new Date(pending.effectiveAt), locale);
  const pendingAmount = pending?.amount == null ? '' : formatRupees(pending.amount);
  const row = useLimitRow(kind, period, label);
  const id = `limit-${kind}-${period}`;

  return (
    <form onSubmit={row.submit} className="grid gap-2 border-t border-border pt-3 first-of-type:border-t-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <span className="text-sm text-muted-foreground tabular-nums" data-testid={`${id}-state`}>
          {current ? limitLeftText(kind, period, current) : t`No limit`}
        </span>
      </div>
      {pending && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-500/10 px-3 py-2 text-xs text-amber-200 ring-1 ring-amber-500/30">
          <span>
            {pending.amount === null
              ? t`Removed on ${pendingWhen} IST`
              : t`Rises to ${pendingAmount} on ${pendingWhen} IST`}
          </span>
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto p-0 text-xs"
            disabled={row.cancelling}
            onClick={row.cancelPending}
          >
            <Trans>Cancel change</Trans>
          </Button>
        </div>
      )}
      <div className="flex gap-2">
        <Input
          id={id}
          inputMode="numeric"
          placeholder={current ? t`New amount (₹)` : t`Amount (₹)`}
          value={row.amount}
          onChange={(event) => row.setAmount(event.target.value)}
          aria-invalid={row.problem !== null}
          aria-describedby={row.problem ? `${id}-problem` : undefined}
        />
        <Button type="submit" variant="secondary" disabled={row.saving}>
          <Trans>Set</Trans>
        </Button>
        {current && !pending && (
          <Button type="button" variant="ghost" disabled={row.saving} onClick={row.remove}>
            <Trans>Remove</Trans>
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
