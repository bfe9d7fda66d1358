import { BookOpen } from 'lucide-react';
import { LoadError, StatusPanel } from '@/components/status-panel';
import { PageSpinner } from '@/components/ui/spinner';
import { useBook } from '../api/get-book';
import { BookMatchCard } from '../components/book-match';
import { SuspendDialog } from '../components/suspend-dialog';
import { useMarketChanges } from '../components/use-market-changes';

/**
 * /bookdashboard/book: liability per option on live and upcoming matches, the in-play bets waiting in
 * their delay, and manual suspension.
 */
export function BookPage() {
  const book = useBook();
  const changes = useMarketChanges();

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
        pays if that option wins; it follows new bets within a second or two. In-play bets waiting out their
        delay are shown apart, marked waiting: they count in the figures once placed.
      </p>
      {book.data.map((match) => (
        <BookMatchCard
          key={match.id}
          match={match}
          busyMarket={changes.busy}
          onSuspend={changes.askToSuspend}
          onResume={changes.resume}
        />
      ))}
      <SuspendDialog target={changes.target} onCancel={changes.cancelSuspend} onConfirm={changes.suspend} />
    </div>
  );
}
