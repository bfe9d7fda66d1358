import type { ColumnDef } from '@tanstack/react-table';
import { toast } from '@/lib/toast';
import { LoaderCircle, RefreshCw } from 'lucide-react';
import type { TournamentWinner } from '@shared/contracts/tournament';
import { formatOdds } from '@shared/money';
import { DataTable } from '@/components/data-table';
import { LoadError } from '@/components/status-panel';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { formatShortDateTime } from '@shared/format-date';
import { useTournamentWinners } from '../api/get-tournament-winners';
import { useInvokeFunction } from '../api/invoke-function';

const columns: ColumnDef<TournamentWinner, unknown>[] = [
  {
    id: 'team',
    header: 'Team',
    accessorFn: (t) => t.teamName,
    cell: ({ row }) => (
      <span className="flex items-center gap-2 font-semibold">
        <img src={row.original.logoPath} alt="" className="size-7" loading="lazy" />
        {row.original.teamName}
      </span>
    ),
  },
  {
    id: 'odds',
    header: 'Odds',
    accessorFn: (t) => t.odds,
    cell: ({ row }) => <span className="font-mono tabular-nums">{formatOdds(row.original.odds)}</span>,
  },
  {
    id: 'updated',
    header: 'Last Updated',
    accessorFn: (t) => t.lastUpdated,
    cell: ({ row }) => (
      <time dateTime={row.original.lastUpdated}>
        {formatShortDateTime(new Date(row.original.lastUpdated))}
      </time>
    ),
  },
];

/** The Tournament Winners tab: the outright odds, shortest first, refreshed from the feed on demand. */
export function TournamentWinners() {
  const winners = useTournamentWinners();
  const invoke = useInvokeFunction();

  const refresh = () =>
    invoke.mutate(
      { name: 'fetch-tournament-winners' },
      {
        onSuccess: () => toast.success('Function invoked successfully'),
        onError: () => toast.error('Error invoking function'),
      },
    );

  if (winners.isPending) return <PageSpinner label="Loading tournament odds" />;
  if (winners.isError)
    return (
      <LoadError
        title="Error loading tournament winners"
        text="The tournament odds could not be loaded. Please try again."
        onRetry={() => void winners.refetch()}
        retrying={winners.isFetching}
      />
    );

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold">IPL {winners.data.season}</h2>
        <Button variant="secondary" onClick={refresh} disabled={invoke.isPending}>
          {invoke.isPending ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <RefreshCw className="size-4" aria-hidden="true" />
          )}
          Refresh Odds
        </Button>
      </div>
      <DataTable
        label={`Tournament winner odds, IPL ${winners.data.season}`}
        columns={columns}
        data={winners.data.teams}
        rowId={(t) => String(t.teamId)}
        initialSorting={[{ id: 'odds', desc: false }]}
        minWidthClass="min-w-0"
        empty="No tournament odds yet: refresh them from the feed."
      />
    </div>
  );
}
