import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadError } from '@/components/status-panel';
import { ArrowDownLeft, ArrowUpRight, History } from 'lucide-react';
import type { Transaction } from '@shared/contracts/wallet';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@shared/format-date';
import type { Locale } from '@shared/locale';
import { cn } from '@/lib/cn';
import { useActiveLocale } from '@/lib/i18n/switch-locale';
import { TransactionBetStory } from '@/components/transaction-bet-story';
import { formatSignedRupees, TRANSACTION_LABELS } from '@/lib/transaction-text';
import { useTransactions } from '../api/get-transactions';

const TRANSACTION_SKELETONS = 3;

const STATUS_LABELS: Partial<
  Record<Transaction['status'], { text: MessageDescriptor; variant: 'warning' | 'destructive' }>
> = {
  // A withdrawal's hold: the money is reserved, not gone, until an operator pays or refuses it.
  PENDING: { text: msg`On hold`, variant: 'warning' },
  VOIDED: { text: msg`Released`, variant: 'destructive' },
};

function formatTransactionDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDateTime(date, locale);
}

/** A row's text about no bet: how a withdrawal went, or why it came back; null when it says nothing. */
function transactionDetail(metadata: Transaction['metadata']): string | null {
  if (metadata.method === 'upi' || metadata.method === 'bank')
    return metadata.method === 'upi' ? t`By UPI` : t`By bank transfer`;
  if (metadata.reason === 'rejected') return t`Request rejected`;
  if (metadata.reason === 'payout_failed') return t`Transfer failed`;
  return null;
}

/** The wallet's ledger: skeletons, an error with retry, the empty text, or the rows with Load more. */
export function TransactionHistory() {
  return (
    <section aria-labelledby="transaction-history-title" className="grid gap-3">
      <h2 id="transaction-history-title" className="flex items-center gap-2 text-lg font-bold">
        <History className="size-5 text-indigo-300" aria-hidden="true" />
        <Trans>Transaction History</Trans>
      </h2>
      <TransactionHistoryBody />
    </section>
  );
}

function TransactionHistoryBody() {
  const { t } = useLingui();
  const {
    data,
    isPending,
    isError,
    refetch,
    isFetching,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useTransactions();

  if (isPending) return <TransactionSkeletons />;
  if (isError && !data)
    return (
      <LoadError
        title={t`Failed to load your transactions.`}
        text={t`Please try again later.`}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );

  const transactions = data.pages.flatMap((page) => page.transactions);
  if (transactions.length === 0)
    return (
      <Card className="px-6 py-10 text-center text-muted-foreground">
        <p>
          <Trans>No transaction history yet.</Trans>
        </p>
      </Card>
    );

  return (
    <div className="grid gap-3">
      <Card className="overflow-hidden">
        <ul aria-label={t`Transactions`} className="divide-y divide-border">
          {transactions.map((transaction) => (
            <li key={transaction.id}>
              <TransactionRow transaction={transaction} />
            </li>
          ))}
        </ul>
      </Card>
      {isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-red-300">
          <Trans>Could not load more transactions. Please try again.</Trans>
        </p>
      )}
      {hasNextPage && (
        <Button
          variant="outline"
          className="w-full sm:w-fit sm:justify-self-center"
          onClick={() => void fetchNextPage()}
          disabled={isFetchingNextPage}
        >
          {isFetchingNextPage ? t`Loading...` : t`Load more`}
        </Button>
      )}
    </div>
  );
}

function TransactionRow({ transaction }: { transaction: Transaction }) {
  const { i18n } = useLingui();
  const locale = useActiveLocale();
  const credit = transaction.amount > 0;
  const debit = transaction.amount < 0;
  const status = STATUS_LABELS[transaction.status];
  const Icon = debit ? ArrowUpRight : ArrowDownLeft;
  const detail = transaction.bet ? null : transactionDetail(transaction.metadata);
  return (
    <div data-testid="transaction" className="flex items-center gap-3 px-4 py-3 sm:px-5">
      <span
        aria-hidden="true"
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full',
          credit && 'bg-green-500/15 text-green-300',
          debit && 'bg-red-500/15 text-red-300',
          !credit && !debit && 'bg-muted text-muted-foreground',
        )}
      >
        <Icon className="size-4" />
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="truncate font-semibold" data-testid="transaction-label">
          {TRANSACTION_LABELS[transaction.type]}
        </p>
        <TransactionBetStory transaction={transaction} />
        <p className="truncate text-xs text-muted-foreground">
          <time dateTime={transaction.createdAt}>{formatTransactionDate(transaction.createdAt, locale)}</time>
          {detail && (
            <span className="block truncate sm:inline">
              <span className="hidden sm:inline" aria-hidden="true">
                {' · '}
              </span>
              <span data-testid="transaction-detail">{detail}</span>
            </span>
          )}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <span
          data-testid="transaction-amount"
          className={cn(
            'font-bold whitespace-nowrap tabular-nums',
            credit && 'text-green-300',
            debit && 'text-red-300',
            transaction.status === 'VOIDED' && 'line-through opacity-70',
          )}
        >
          {formatSignedRupees(transaction.amount)}
        </span>
        {status && <Badge variant={status.variant}>{i18n._(status.text)}</Badge>}
      </div>
    </div>
  );
}

function TransactionSkeletons() {
  const { t } = useLingui();
  return (
    <Card
      role="status"
      aria-label={t`Loading transactions`}
      className="divide-y divide-border overflow-hidden"
    >
      {Array.from({ length: TRANSACTION_SKELETONS }, (_, i) => (
        <div key={i} data-testid="transaction-skeleton" className="flex items-center gap-3 px-4 py-3 sm:px-5">
          <Skeleton className="size-9 shrink-0 rounded-full" />
          <div className="grid flex-1 gap-1.5">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-3 w-40" />
          </div>
          <Skeleton className="h-5 w-16" />
        </div>
      ))}
    </Card>
  );
}
