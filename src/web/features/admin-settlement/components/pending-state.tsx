import type { ReactNode } from 'react';
import { CheckCircle2, RefreshCw } from 'lucide-react';
import { LoadError, StatusPanel } from '@/components/status-panel';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';

type PendingListProps<T> = {
  query: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    data: T[] | undefined;
    refetch: () => unknown;
  };
  errorTitle: string;
  errorText: string;
  emptyTitle: string;
  emptyText: string;
  refreshLabel: string;
  children: (rows: T[]) => ReactNode;
};

/** A pending list's states, as the spec has them: spinner, error with Try Again, empty, or the rows. */
export function PendingList<T>({
  query,
  errorTitle,
  errorText,
  emptyTitle,
  emptyText,
  refreshLabel,
  children,
}: PendingListProps<T>) {
  const refresh = (
    <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
      <RefreshCw className={query.isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
      {refreshLabel}
    </Button>
  );
  if (query.isPending) return <PageSpinner label="Loading" />;
  if (query.isError)
    return (
      <LoadError
        title={errorTitle}
        text={errorText}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const rows = query.data ?? [];
  if (rows.length === 0)
    return <StatusPanel icon={<CheckCircle2 />} title={emptyTitle} text={emptyText} action={refresh} />;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      {children(rows)}
      <div>{refresh}</div>
    </div>
  );
}
