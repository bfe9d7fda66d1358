import type { ColumnDef } from '@tanstack/react-table';
import type { ScoreSettlement } from '@shared/contracts/admin';
import { formatShortDateTime } from '@shared/format-date';
import { DataTable } from '@/components/data-table';
import { useScoreSettlements } from '../api/get-score-settlements';
import { PendingList } from './pending-state';

const columns: ColumnDef<ScoreSettlement, unknown>[] = [
  {
    id: 'match',
    header: 'Match',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="block min-w-40 font-semibold">
        #{row.original.matchId} {row.original.homeTeam} vs {row.original.awayTeam}
      </span>
    ),
  },
  {
    id: 'market',
    header: 'Market',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="block min-w-36">
        {row.original.market} · {row.original.line}
      </span>
    ),
  },
  {
    id: 'result',
    header: 'Decided by',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="block min-w-56 text-sm">
        {row.original.status === 'VOID' && <span className="font-semibold text-amber-200">Void: </span>}
        {row.original.result}
      </span>
    ),
  },
  { id: 'bets', header: 'Bets', accessorFn: (s) => s.bets },
  {
    id: 'settledAt',
    header: 'Settled',
    accessorFn: (s) => s.settledAt,
    cell: ({ row }) => (
      <time dateTime={row.original.settledAt} className="block min-w-24 text-xs">
        {formatShortDateTime(new Date(row.original.settledAt))}
      </time>
    ),
  },
];

/** The Sessions tab: sessions and runs markets the server settled on the ball that decided each. */
export function ScoreSettlements() {
  const settled = useScoreSettlements();
  return (
    <PendingList
      query={settled}
      errorTitle="Error loading settled sessions"
      errorText="There was an error loading the sessions settled by the server. Please try again later."
      emptyTitle="No session settled yet"
      emptyText="Sessions and runs markets settle themselves on the ball that decides them, and are listed here."
      refreshLabel="Refresh"
    >
      {(rows) => (
        <DataTable
          label="Sessions settled by the server"
          columns={columns}
          data={rows}
          rowId={(s) => String(s.marketId)}
        />
      )}
    </PendingList>
  );
}
