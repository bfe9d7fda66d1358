import { memo } from 'react';
import type { BookMatch } from '@shared/contracts/admin';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatShortDateTime } from '@shared/format-date';
import { BookMarketCard } from './book-market';

/**
 * One match of the book: its heading, then each market's liability with its suspend or resume. Memo: a
 * refetch keeps an unchanged match's object (the query's structural sharing), so only the matches that
 * changed render again.
 */
export const BookMatchCard = memo(function BookMatchCard({
  match,
  busyMarket,
  onSuspend,
  onResume,
}: {
  match: BookMatch;
  busyMarket: number | null;
  onSuspend: (marketId: number, label: string) => void;
  onResume: (marketId: number, label: string) => void;
}) {
  return (
    <Card className="grid grid-cols-[minmax(0,1fr)] gap-4 p-3 sm:p-5" data-testid={`book-match-${match.id}`}>
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
            busy={busyMarket === market.id}
            onSuspend={() => onSuspend(market.id, label)}
            onResume={() => onResume(market.id, label)}
          />
        );
      })}
    </Card>
  );
});
