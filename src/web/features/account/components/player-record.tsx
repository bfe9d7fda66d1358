import { Trans, useLingui } from '@lingui/react/macro';
import { CircleDollarSign, Clock, Ticket, Trophy } from 'lucide-react';
import type { PlayerStats } from '@shared/contracts/account';
import { LoadError } from '@/components/status-panel';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatSignedRupees } from '@/lib/transaction-text';
import { usePlayerStats } from '../api/get-player-stats';

/** Win rate with its bar, and the Quick Stats: one server call (GET /api/me/stats). */
export function PlayerRecord() {
  const stats = usePlayerStats();
  const { t } = useLingui();
  if (stats.isPending)
    return (
      <div role="status" aria-label={t`Loading your record`} className="grid gap-3 sm:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    );
  if (stats.isError)
    return (
      <LoadError
        title={t`Error loading your record`}
        text={t`Your betting record could not be loaded.`}
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    );
  return <Record stats={stats.data} />;
}

function Record({ stats }: { stats: PlayerStats }) {
  const { t } = useLingui();
  const items = [
    { key: 'total', label: t`Total Bets`, value: String(stats.totalBets), icon: Ticket },
    {
      key: 'net',
      label: t`Net Profit`,
      value: formatSignedRupees(stats.netProfit),
      icon: CircleDollarSign,
      tone: stats.netProfit > 0 ? 'text-green-300' : stats.netProfit < 0 ? 'text-red-300' : undefined,
    },
    { key: 'won', label: t`Won`, value: String(stats.won), icon: Trophy },
    { key: 'pending', label: t`Pending`, value: String(stats.pending), icon: Clock },
  ];
  const { won } = stats;
  const settled = stats.won + stats.lost;
  return (
    <section aria-labelledby="quick-stats-title" className="grid gap-3">
      <Card className="grid gap-2 p-5">
        <div className="flex items-baseline justify-between gap-3">
          <h2 className="text-sm font-medium text-muted-foreground">
            <Trans>Win Rate</Trans>
          </h2>
          {/* A figure in headline type; before any settled bet, a plain note in body type. */}
          {stats.winRate === null ? (
            <p className="text-sm text-muted-foreground" data-testid="win-rate">
              <Trans>No settled bets yet</Trans>
            </p>
          ) : (
            <p className="text-2xl font-black tabular-nums" data-testid="win-rate">
              {stats.winRate.toFixed(1)}%
            </p>
          )}
        </div>
        <div
          role="progressbar"
          aria-label={t`Win rate`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={stats.winRate ?? 0}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-accent" style={{ width: `${stats.winRate ?? 0}%` }} />
        </div>
        <p className="text-xs text-muted-foreground">
          <Trans>
            Won ÷ settled bets ({won} of {settled}).
          </Trans>
        </p>
      </Card>
      <h2 id="quick-stats-title" className="sr-only">
        <Trans>Quick Stats</Trans>
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map(({ key, label, value, icon: Icon, tone }) => (
          <Card key={key} className="grid gap-1 p-4">
            <dt className="flex items-center gap-2 text-xs text-muted-foreground">
              <Icon className="size-4 text-indigo-300" aria-hidden="true" />
              {label}
            </dt>
            <dd className={cn('text-xl font-bold tabular-nums', tone)}>{value}</dd>
          </Card>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">
        <Trans>
          Net profit: payouts of won bets minus the stakes of won and lost bets. Void bets count in neither.
        </Trans>
      </p>
    </section>
  );
}
