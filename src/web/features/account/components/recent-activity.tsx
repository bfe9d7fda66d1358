import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatRupees2 } from '@shared/money';
import type { Transaction } from '@shared/contracts/wallet';
import { selectionLabel } from '@shared/selection-label';
import { LoadError } from '@/components/status-panel';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatSignedRupees, TRANSACTION_LABELS } from '@/lib/transaction-text';
import { TransactionBetStory } from '@/components/transaction-bet-story';
import { useRecentBets } from '../api/get-recent-bets';
import { useRecentTransactions } from '../api/get-recent-transactions';
import { formatDateTime } from '@shared/format-date';
import { useActiveLocale } from '@/lib/i18n/switch-locale';
import { useCricketText } from '@/lib/i18n/use-cricket-text';

const STATUS_TEXT = {
  PENDING: msg`Pending`,
  ACTIVE: msg`Active`,
  WON: msg`Won`,
  LOST: msg`Lost`,
  VOID: msg`Void`,
  CASHED_OUT: msg`Cashed Out`,
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
  errorTitle,
  query,
  empty,
  link,
  linkText,
  row,
}: {
  title: string;
  errorTitle: string;
  query: ListQuery<T>;
  empty: string;
  link: string;
  linkText: string;
  row: (item: T) => React.ReactNode;
}) {
  const { t } = useLingui();
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
          title={errorTitle}
          text={t`Please try again.`}
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
  const locale = useActiveLocale();
  const bets = useRecentBets();
  const transactions = useRecentTransactions();
  const { t, i18n } = useLingui();
  const cricketText = useCricketText();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <List
        title={t`Recent Bets`}
        errorTitle={t`Error loading recent bets`}
        query={bets}
        empty={t`No bets yet.`}
        link="/my-bets"
        linkText={t`View all bets`}
        row={(bet) => {
          const match = cricketText(`${bet.homeTeam} vs ${bet.awayTeam}`);
          const placed = formatDateTime(new Date(bet.placedAt), locale);
          // The stake placed (a cash-out takes its part off the stake still on), and what cash-outs paid.
          const stake = bet.amount + bet.cashedOutStake;
          const returned = bet.cashedOutStake > 0 ? formatRupees2(bet.cashedOutAmount) : null;
          return (
            <li key={bet.id} className="flex items-center justify-between gap-3 py-2.5">
              <div className="grid min-w-0">
                <span className="truncate text-sm font-medium">
                  {bet.side === 'LAY' && <span className="text-pink-300">{t`Lay`} </span>}
                  {selectionLabel(cricketText(bet.optionName), bet.line)} · {cricketText(bet.marketName)}
                </span>
                <span className="truncate text-xs text-muted-foreground">
                  {match} · {placed}
                </span>
              </div>
              <div className="grid justify-items-end gap-1">
                <span className="text-sm font-semibold tabular-nums" data-testid="recent-bet-stake">
                  {formatRupees2(stake)}
                </span>
                {returned !== null && (
                  <span className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
                    <Trans>Returned {returned}</Trans>
                  </span>
                )}
                <Badge variant={STATUS_VARIANT[bet.status]}>{i18n._(STATUS_TEXT[bet.status])}</Badge>
              </div>
            </li>
          );
        }}
      />
      <List
        title={t`Recent Transactions`}
        errorTitle={t`Error loading recent transactions`}
        query={transactions}
        empty={t`No transactions yet.`}
        link="/wallet"
        linkText={t`View wallet`}
        row={(transaction) => <TransactionItem key={transaction.id} transaction={transaction} />}
      />
    </div>
  );
}

/** A ledger row: what it was, its bet's match, pick and stake when it has one, when, and the amount. */
function TransactionItem({ transaction }: { transaction: Transaction }) {
  const locale = useActiveLocale();
  return (
    <li className="flex items-center justify-between gap-3 py-2.5" data-testid="recent-transaction">
      <div className="grid min-w-0">
        <span className="text-sm font-medium">{TRANSACTION_LABELS[transaction.type]}</span>
        <TransactionBetStory transaction={transaction} />
        <span className="text-xs text-muted-foreground">
          {formatDateTime(new Date(transaction.createdAt), locale)}
        </span>
      </div>
      <span
        className={
          transaction.amount < 0
            ? 'text-sm font-semibold text-red-300'
            : 'text-sm font-semibold text-green-300'
        }
      >
        {formatSignedRupees(transaction.amount)}
      </span>
    </li>
  );
}
