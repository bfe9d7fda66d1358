import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Undo2 } from 'lucide-react';
import type { RecentSettlement } from '@shared/contracts/admin';
import { DataTable } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { formatShortDateTime } from '@shared/format-date';
import { useRecentSettlements } from '../api/get-recent-settlements';
import { dateColumn, matchIdColumn, teamsColumn } from './match-columns';
import { PendingList } from './pending-state';
import { ResettleDialog, type ResettleTarget } from './resettle-dialog';
import type { useSettleRow } from './use-settle-row';

function Settled({ value, at, until }: { value: string | null; at: string | null; until: string | null }) {
  if (!value || !at) return <span className="text-muted-foreground">Not settled</span>;
  return (
    <div className="grid min-w-40 gap-0.5 text-xs">
      <span className="text-sm font-semibold">{value === 'VOID' ? 'Voided' : value}</span>
      <span className="text-muted-foreground">settled {formatShortDateTime(new Date(at))}</span>
      {until ? (
        <span className="text-amber-200">correctable until {formatShortDateTime(new Date(until))}</span>
      ) : (
        <span className="text-muted-foreground">no longer correctable</span>
      )}
    </div>
  );
}

/** The Recently Settled tab: results and tosses that can still be corrected (48 hours). */
export function RecentSettlements({ settleRow }: { settleRow: ReturnType<typeof useSettleRow> }) {
  const recent = useRecentSettlements();
  const [target, setTarget] = useState<ResettleTarget | null>(null);

  const meta: RecentMeta = { isBusy: settleRow.isProcessing, open: setTarget };
  const columns = useMemo(() => recentColumns(), []);
  return (
    <>
      <PendingList
        query={recent}
        errorTitle="Error loading settled matches"
        errorText="There was an error loading the recently settled matches. Please try again later."
        emptyTitle="Nothing settled in the last 48 hours"
        emptyText="Settled results and tosses can be corrected here for 48 hours."
        refreshLabel="Refresh"
      >
        {(rows) => (
          <DataTable
            label="Recently settled matches"
            columns={columns}
            data={rows}
            rowId={(m) => String(m.id)}
            meta={meta}
          />
        )}
      </PendingList>
      <ResettleDialog
        target={target}
        onCancel={() => setTarget(null)}
        onConfirm={(t, team, reason) => {
          setTarget(null);
          void settleRow.settle(
            t.kind === 'resettle'
              ? { kind: 'resettle', matchId: t.matchId, winningTeam: team, reason }
              : { kind: 'resettle-toss', matchId: t.matchId, tossWinner: team, reason },
          );
        }}
      />
    </>
  );
}

type RecentMeta = {
  isBusy: (kind: 'match' | 'toss', id: number) => boolean;
  open: (target: ResettleTarget) => void;
};

/** Created once: the cells read what changes from the table's meta (see DataTable). */
function recentColumns(): ColumnDef<RecentSettlement, unknown>[] {
  const metaOf = (table: { options: { meta?: unknown } }) => table.options.meta as RecentMeta;
  return [
    matchIdColumn(),
    teamsColumn(),
    dateColumn(),
    {
      id: 'result',
      header: 'Result',
      enableSorting: false,
      cell: ({ row }) => (
        <Settled
          value={row.original.result}
          at={row.original.settledAt}
          until={row.original.resultCorrectableUntil}
        />
      ),
    },
    {
      id: 'toss',
      header: 'Toss',
      enableSorting: false,
      cell: ({ row }) => (
        <Settled
          value={row.original.tossWinner}
          at={row.original.tossSettledAt}
          until={row.original.tossCorrectableUntil}
        />
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row, table }) => {
        const m = row.original;
        const meta = metaOf(table);
        const teams: [string, string] = [m.homeTeam, m.awayTeam];
        return (
          <div className="grid gap-2">
            <Button
              size="sm"
              variant="secondary"
              disabled={!m.resultCorrectableUntil || meta.isBusy('match', m.id)}
              onClick={() => meta.open({ kind: 'resettle', matchId: m.id, teams, current: m.result ?? '' })}
            >
              <Undo2 className="size-4" aria-hidden="true" />
              Correct result
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={!m.tossCorrectableUntil || meta.isBusy('toss', m.id)}
              onClick={() =>
                meta.open({ kind: 'resettle-toss', matchId: m.id, teams, current: m.tossWinner ?? '' })
              }
            >
              <Undo2 className="size-4" aria-hidden="true" />
              Correct toss
            </Button>
          </div>
        );
      },
    },
  ];
}
