import { useState } from 'react';
import { toast } from '@/lib/toast';
import { BookOpen } from 'lucide-react';
import { LoadError, StatusPanel } from '@/components/status-panel';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { formatShortDateTime } from '@shared/format-date';
import { useBook, useChangeMarket } from '../api/book';
import { BookMarketCard } from '../components/book-market';
import { SuspendDialog, type SuspendTarget } from '../components/suspend-dialog';

/** /bookdashboard/book: liability per option on live and upcoming matches, and manual suspension. */
export function BookPage() {
  const book = useBook();
  const change = useChangeMarket();
  const [target, setTarget] = useState<SuspendTarget | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const run = (
    marketId: number,
    label: string,
    action: () => Promise<unknown>,
    done: string,
    failed: string,
  ) => {
    setBusy(marketId);
    action()
      .then(() => toast.success(`${label}: ${done}`))
      .catch((error: unknown) => toast.error(errorMessage(error, failed)))
      .finally(() => setBusy(null));
  };

  if (book.isPending) return <PageSpinner label="Loading the book" />;
  if (book.isError)
    return (
      <LoadError
        title="Error loading the book"
        text="The live book could not be loaded. Please try again."
        onRetry={() => void book.refetch()}
        retrying={book.isFetching}
      />
    );
  if (book.data.length === 0)
    return (
      <StatusPanel
        icon={<BookOpen />}
        title="No open markets"
        text="No live or upcoming match has an open market."
      />
    );

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <p className="text-sm text-muted-foreground">
        Pending bets per option on every live match and the next upcoming ones. Liability is what the house
        pays if that option wins; it follows new bets within a second or two.
      </p>
      {book.data.map((match) => (
        <Card
          key={match.id}
          className="grid grid-cols-[minmax(0,1fr)] gap-4 p-5"
          data-testid={`book-match-${match.id}`}
        >
          <h3 className="flex flex-wrap items-center gap-2 text-lg font-bold">
            {match.status === 'LIVE' ? (
              <Badge variant="live">LIVE</Badge>
            ) : (
              <Badge variant="outline">Upcoming</Badge>
            )}
            {match.homeTeam} vs {match.awayTeam}
            <span className="text-sm font-normal text-muted-foreground">
              #{match.id} · {formatShortDateTime(new Date(match.date))}
            </span>
          </h3>
          {match.markets.map((market) => {
            const label = `${market.name} (match #${match.id})`;
            return (
              <BookMarketCard
                key={market.id}
                market={market}
                busy={busy === market.id}
                onSuspend={() => setTarget({ marketId: market.id, label })}
                onResume={() =>
                  run(
                    market.id,
                    label,
                    () => change.mutateAsync({ marketId: market.id, action: 'resume' }),
                    'resumed',
                    'Failed to resume the market',
                  )
                }
              />
            );
          })}
        </Card>
      ))}
      <SuspendDialog
        target={target}
        onCancel={() => setTarget(null)}
        onConfirm={(marketId, reason) => {
          const label = target?.label ?? `Market #${marketId}`;
          setTarget(null);
          run(
            marketId,
            label,
            () => change.mutateAsync({ marketId, action: 'suspend', reason }),
            'suspended',
            'Failed to suspend the market',
          );
        }}
      />
    </div>
  );
}
