import { Link } from 'react-router';
import { formatRupees2 } from '@shared/money';
import { selectionLabel } from '@shared/selection-label';
import { LoadError } from '@/components/status-panel';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatSignedRupees, TRANSACTION_LABELS } from '@/lib/transaction-text';
import { useRecentBets, useRecentTransactions } from '../api/account';
import { formatDateTime } from '@shared/format-date';

const STATUS_TEXT = {
  PENDING: 'Pending',
  ACTIVE: 'Active',
  WON: 'Won',
  LOST: 'Lost',
  VOID: 'Void',
  CASHED_OUT: 'Cashed Out',
} as const;
const STATUS_VARIANT = {
  PENDING: 'warning',
  ACTIVE: 'warning',
  WON: 'success',
  LOST: 'destructive',
  VOID: 'outline',
  CASHED_OUT: 'success',
} as const;

type ListQuery<T> = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: T[] | undefined;
  refetch: () => unknown;
};

function List<T>({
  title,
  query,
  empty,
  link,
  linkText,
  row,
}: {
  title: string;
  query: ListQuery<T>;
  empty: string;
  link: string;
  linkText: string;
  row: (item: T) => React.ReactNode;
}) {
  return (
    <Card className="grid gap-3 p-5">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-bold">{title}</h3>
        <Button asChild variant="ghost" size="sm">
          <Link to={link}>{linkText}</Link>
        </Button>
      </div>
      {query.isPending ? (
        <Skeleton className="h-32" />
      ) : query.isError ? (
        <LoadError
          title={`Error loading ${title.toLowerCase()}`}
          text="Please try again."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data!.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="divide-y divide-border" aria-label={title}>
          {query.data!.map(row)}
        </ul>
      )}
    </Card>
  );
}

/** The latest 5 bets and 5 transactions, each with a link to the full list. */
export function RecentActivity() {
  const bets = useRecentBets();
  const transactions = useRecentTransactions();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <List
        title="Recent Bets"
        query={bets}
        empty="No bets yet."
        link="/my-bets"
        linkText="View all bets"
        row={(bet) => (
          <li key={bet.id} className="flex items-center justify-between gap-3 py-2.5">
            <div className="grid min-w-0">
              <span className="truncate text-sm font-medium">
                {selectionLabel(bet.optionName, bet.line)} · {bet.marketName}
              </span>
              <span className="truncate text-xs text-muted-foreground">
                {bet.homeTeam} vs {bet.awayTeam} · {formatDateTime(new Date(bet.placedAt))}
              </span>
            </div>
            <div className="grid justify-items-end gap-1">
              <span className="text-sm font-semibold tabular-nums">{formatRupees2(bet.amount)}</span>
              <Badge variant={STATUS_VARIANT[bet.status]}>{STATUS_TEXT[bet.status]}</Badge>
            </div>
          </li>
        )}
      />
      <List
        title="Recent Transactions"
        query={transactions}
        empty="No transactions yet."
        link="/wallet"
        linkText="View wallet"
        row={(t) => (
          <li key={t.id} className="flex items-center justify-between gap-3 py-2.5">
            <div className="grid min-w-0">
              <span className="text-sm font-medium">{TRANSACTION_LABELS[t.type]}</span>
              <span className="text-xs text-muted-foreground">{formatDateTime(new Date(t.createdAt))}</span>
            </div>
            <span
              className={
                t.amount < 0 ? 'text-sm font-semibold text-red-300' : 'text-sm font-semibold text-green-300'
              }
            >
              {formatSignedRupees(t.amount)}
            </span>
          </li>
        )}
      />
    </div>
  );
}
