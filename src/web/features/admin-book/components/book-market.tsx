import type { ColumnDef } from '@tanstack/react-table';
import { Lock, LockOpen, LoaderCircle, Timer } from 'lucide-react';
import type { BookMarket, BookWaiting } from '@shared/contracts/admin';
import { formatOdds, formatRupees } from '@shared/money';
import { selectionLabel } from '@shared/selection-label';
import { DataTable } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { CLOSED_REASON_TEXT } from '../lib/closed-reason';
import { waitingText } from '../lib/waiting';

type Option = BookMarket['options'][number];

/** What every row reads from its market: its over/under line. */
type BookMeta = { line: number | null };

/**
 * Bets waiting out their in-play delay: not placed yet, so in none of the figures beside them. Set apart
 * by colour and a timer, as the player's slip shows its countdown.
 */
function Waiting({ waiting, testId }: { waiting: BookWaiting; testId: string }) {
  return (
    <Badge
      variant="outline"
      className="border-indigo-400/40 bg-indigo-500/10 font-medium text-indigo-200 tabular-nums"
      data-testid={testId}
      title="In-play bets waiting out their delay: placed or refused when it ends"
    >
      <Timer aria-hidden="true" />
      {waitingText(waiting)}
    </Badge>
  );
}

/** Created once: the name column reads its market's line from the table's meta (see DataTable). */
const COLUMNS: ColumnDef<Option, unknown>[] = [
  {
    id: 'name',
    header: 'Option',
    enableSorting: false,
    // The bets waiting on it go under its name, so a phone (which shows few columns) sees them too.
    cell: ({ row, table }) => {
      const option = row.original;
      const label = selectionLabel(option.name, (table.options.meta as BookMeta).line);
      if (option.waiting.bets === 0) return label;
      return (
        <span className="flex flex-col items-start gap-1">
          {label}
          <Waiting waiting={option.waiting} testId={`book-option-waiting-${option.id}`} />
        </span>
      );
    },
  },
  {
    id: 'odds',
    header: 'Odds',
    enableSorting: false,
    cell: ({ row }) => <span className="font-mono tabular-nums">{formatOdds(row.original.odds)}</span>,
  },
  { id: 'bets', header: 'Bets', accessorFn: (o) => o.bets, enableSorting: false },
  {
    id: 'stake',
    header: 'Stake',
    enableSorting: false,
    cell: ({ row }) => <span className="tabular-nums">{formatRupees(row.original.stake)}</span>,
  },
  {
    id: 'liability',
    header: 'Liability',
    enableSorting: false,
    cell: ({ row }) => <span className="tabular-nums">{formatRupees(row.original.liability)}</span>,
  },
  {
    id: 'house',
    header: 'House if it wins',
    enableSorting: false,
    cell: ({ row }) => {
      const net = row.original.houseNet;
      return (
        <span className={cn('font-semibold tabular-nums', net < 0 ? 'text-red-300' : 'text-green-300')}>
          {net < 0 ? '-' : '+'}
          {formatRupees(Math.abs(net))}
        </span>
      );
    },
  },
];

/** The columns of an option's one row on a phone. */
const PHONE_COLUMNS = ['name', 'stake', 'liability'];

/**
 * One market of the book: per option, bets, stake, liability, and what the house nets if it wins (the
 * server's figure, green for a gain and red for a loss); the
 * bets waiting in their in-play delay beside the market's name and under each option's.
 */
export function BookMarketCard({
  market,
  busy,
  onSuspend,
  onResume,
}: {
  market: BookMarket;
  busy: boolean;
  onSuspend: () => void;
  onResume: () => void;
}) {
  return (
    <section className="grid gap-2" aria-label={market.name} data-testid={`book-market-${market.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="flex flex-wrap items-center gap-2 font-semibold">
          {market.name}
          {market.status === 'OPEN' ? (
            <Badge variant="success">Open</Badge>
          ) : (
            <Badge variant="warning">
              <Lock aria-hidden="true" />
              {/* Says who holds it: beside 'Suspend', a bare 'Suspended' read as a contradiction. A market
                  the feed has closed stays closed whatever an admin does, so it says why instead. */}
              {market.closedReason
                ? `Closed by feed: ${CLOSED_REASON_TEXT[market.closedReason]}`
                : market.adminSuspension
                  ? 'Suspended by admin'
                  : 'Suspended by feed'}
            </Badge>
          )}
          {market.waiting.bets > 0 && (
            <Waiting waiting={market.waiting} testId={`book-market-waiting-${market.id}`} />
          )}
        </h4>
        {market.adminSuspension ? (
          <Button size="sm" variant="secondary" onClick={onResume} disabled={busy}>
            {busy ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <LockOpen className="size-4" aria-hidden="true" />
            )}
            Resume
          </Button>
        ) : market.closedReason ? null : (
          <Button size="sm" variant="secondary" onClick={onSuspend} disabled={busy}>
            {busy ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Lock className="size-4" aria-hidden="true" />
            )}
            Suspend
          </Button>
        )}
      </div>
      {market.adminSuspension && (
        <p className="text-xs text-amber-200">Suspended by an admin: {market.adminSuspension.reason}</p>
      )}
      <DataTable
        label={`${market.name} book`}
        columns={COLUMNS}
        meta={{ line: market.line } satisfies BookMeta}
        data={market.options}
        rowId={(o) => String(o.id)}
        minWidthClass="min-w-[560px]"
        // A phone reads an option in one line: what could the house owe on it, and on how much staked.
        phoneColumns={PHONE_COLUMNS}
      />
    </section>
  );
}
