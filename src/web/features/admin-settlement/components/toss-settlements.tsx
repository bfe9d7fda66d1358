import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Coins, LoaderCircle } from 'lucide-react';
import { toast } from '@/lib/toast';
import { settleTossSchema, type PendingTossMatch } from '@shared/contracts/admin';
import { DataTable } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { usePendingToss } from '../api/get-pending-toss';
import { dateColumn, matchIdColumn, teamsColumn } from './match-columns';
import { PendingList } from './pending-state';
import { TeamSelect } from './team-select';
import type { useSettleRow } from './use-settle-row';

/** The Toss Settlements tab: pick the toss winner and settle the toss markets. */
export function TossSettlements({ settleRow }: { settleRow: ReturnType<typeof useSettleRow> }) {
  const pending = usePendingToss();
  const [choices, setChoices] = useState<Record<number, string>>({});

  const settle = (m: PendingTossMatch) => {
    const parsed = settleTossSchema.safeParse({ tossWinner: choices[m.id] ?? '' });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? 'Please select the toss winner');
      return;
    }
    void settleRow.settle({ kind: 'toss', matchId: m.id, tossWinner: parsed.data.tossWinner });
  };

  const meta: TossMeta = {
    choiceOf: (id) => choices[id],
    choose: (id, team) => setChoices((c) => ({ ...c, [id]: team })),
    isBusy: (id) => settleRow.isProcessing('toss', id),
    settle,
  };
  const columns = useMemo(() => tossColumns(), []);
  return (
    <PendingList
      query={pending}
      errorTitle="Error loading toss data"
      errorText="There was an error loading pending toss results. Please try again later."
      emptyTitle="All toss results settled!"
      emptyText="There are no tosses waiting for settlement."
      refreshLabel="Refresh Toss Data"
    >
      {(rows) => (
        <DataTable
          label="Tosses waiting for settlement"
          columns={columns}
          data={rows}
          rowId={(m) => String(m.id)}
          meta={meta}
        />
      )}
    </PendingList>
  );
}

type TossMeta = {
  choiceOf: (id: number) => string | undefined;
  choose: (id: number, team: string) => void;
  isBusy: (id: number) => boolean;
  settle: (m: PendingTossMatch) => void;
};

/** Created once: the cells read what changes from the table's meta (see DataTable). */
function tossColumns(): ColumnDef<PendingTossMatch, unknown>[] {
  const metaOf = (table: { options: { meta?: unknown } }) => table.options.meta as TossMeta;
  return [
    matchIdColumn(),
    teamsColumn(),
    dateColumn(),
    { id: 'venue', header: 'Venue', enableSorting: false, cell: ({ row }) => row.original.venue || '-' },
    {
      id: 'toss',
      header: 'Toss Winner',
      enableSorting: false,
      cell: ({ row, table }) => (
        <TeamSelect
          teams={[row.original.homeTeam, row.original.awayTeam]}
          value={metaOf(table).choiceOf(row.original.id)}
          onChange={(team) => metaOf(table).choose(row.original.id, team)}
          placeholder="Select toss winner"
          label={`Toss winner of match #${row.original.id}`}
          disabled={metaOf(table).isBusy(row.original.id)}
        />
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row, table }) => {
        const meta = metaOf(table);
        const busy = meta.isBusy(row.original.id);
        return (
          <Button
            size="sm"
            onClick={() => meta.settle(row.original)}
            disabled={!meta.choiceOf(row.original.id) || busy}
          >
            {busy ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Coins className="size-4" aria-hidden="true" />
            )}
            Settle Toss
          </Button>
        );
      },
    },
  ];
}
