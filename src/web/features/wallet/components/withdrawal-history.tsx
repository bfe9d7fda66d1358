import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowUpRight } from 'lucide-react';
import type { Withdrawal } from '@shared/contracts/withdrawals';
import { formatRupees2 } from '@shared/money';
import { LoadError } from '@/components/status-panel';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useWithdrawals } from '../api/get-withdrawals';
import { formatDateTime } from '@shared/format-date';
import { useActiveLocale } from '@/lib/i18n/switch-locale';

const STATUS: Record<
  Withdrawal['status'],
  { text: MessageDescriptor; variant: 'warning' | 'success' | 'destructive' }
> = {
  PENDING: { text: msg`Pending`, variant: 'warning' },
  AWAITING_SECOND_APPROVAL: { text: msg`Under review`, variant: 'warning' },
  COMPLETED: { text: msg`Completed`, variant: 'success' },
  REJECTED: { text: msg`Rejected`, variant: 'destructive' },
  FAILED: { text: msg`Payout failed`, variant: 'destructive' },
};

/** Shown only when the player has withdrawals (spec: "Withdrawal History shown only when there are any"). */
export function WithdrawalHistory() {
  const { t } = useLingui();
  const withdrawals = useWithdrawals();
  if (withdrawals.isError)
    return (
      <LoadError
        title={t`Error loading withdrawals`}
        text={t`Your withdrawal history could not be loaded.`}
        onRetry={() => void withdrawals.refetch()}
        retrying={withdrawals.isFetching}
      />
    );
  const rows = withdrawals.data ?? [];
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="withdrawal-history-title" className="grid gap-3">
      <h3 id="withdrawal-history-title" className="text-lg font-bold">
        <Trans>Withdrawal History</Trans>
      </h3>
      <Card className="divide-y divide-border overflow-hidden">
        {rows.map((w) => (
          <WithdrawalRow key={w.id} withdrawal={w} />
        ))}
      </Card>
    </section>
  );
}

function WithdrawalRow({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const { t, i18n } = useLingui();
  const locale = useActiveLocale();
  const status = STATUS[w.status];
  const rejectionReason = w.rejectionReason;
  const failureReason = w.failureReason;
  return (
    <div data-testid="withdrawal-row" className="flex items-start gap-3 px-4 py-3 sm:px-5">
      <span className="mt-0.5 grid size-9 shrink-0 place-items-center rounded-full bg-indigo-500/15 text-indigo-200">
        <ArrowUpRight className="size-4" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold tabular-nums">{formatRupees2(w.amount)}</span>
          <Badge variant={status.variant}>{i18n._(status.text)}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {w.method === 'upi' ? t`UPI` : t`Bank Transfer`} · <span className="break-all">{w.details}</span>
        </p>
        <p className="text-xs text-muted-foreground">{formatDateTime(new Date(w.createdAt), locale)}</p>
        {w.status === 'REJECTED' && rejectionReason && (
          <p className="text-sm text-red-300">
            <Trans>Reason: {rejectionReason} · refunded to your balance</Trans>
          </p>
        )}
        {w.status === 'FAILED' && (
          <p className="text-sm text-red-300">
            {failureReason
              ? t`The transfer did not go through: ${failureReason} · refunded to your balance`
              : t`The transfer did not go through · refunded to your balance`}
          </p>
        )}
      </div>
    </div>
  );
}
