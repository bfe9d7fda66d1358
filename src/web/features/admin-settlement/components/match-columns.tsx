import type { ColumnDef } from '@tanstack/react-table';
import { formatShortDateTime } from '@shared/format-date';

// The columns the settlement tables share (spec: Match ID, Teams as home vs away, Date).
type MatchRow = { id: number; homeTeam: string; awayTeam: string; date: string };

export const matchIdColumn = <T extends MatchRow>(): ColumnDef<T, unknown> => ({
  id: 'id',
  header: 'Match ID',
  accessorFn: (m) => m.id,
  cell: ({ row }) => `#${row.original.id}`,
});

export const teamsColumn = <T extends MatchRow>(): ColumnDef<T, unknown> => ({
  id: 'teams',
  header: 'Teams',
  enableSorting: false,
  cell: ({ row }) => (
    <span className="block min-w-44 font-semibold">
      {row.original.homeTeam} vs {row.original.awayTeam}
    </span>
  ),
});

export const dateColumn = <T extends MatchRow>(): ColumnDef<T, unknown> => ({
  id: 'date',
  header: 'Date',
  accessorFn: (m) => m.date,
  cell: ({ row }) => (
    <time dateTime={row.original.date} className="block min-w-20">
      {formatShortDateTime(new Date(row.original.date))}
    </time>
  ),
});
