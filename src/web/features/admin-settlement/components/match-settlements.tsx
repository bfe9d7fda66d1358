import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Ban, CheckCircle2, Gavel, LoaderCircle } from 'lucide-react';
import { settleMatchSchema, type PendingMatch } from '@shared/contracts/admin';
import { formatRupees } from '@shared/money';
import { DataTable } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { usePendingMatches } from '../api/pending';
import { BulkSettleDialog } from './bulk-settle-dialog';
import { ConfirmWinnerDialog, type WinnerOverride } from './confirm-winner-dialog';
import { dateColumn, matchIdColumn } from './match-columns';
import { PendingList } from './pending-state';
import { Pager, ResultsToolbar } from './results-toolbar';
import { TeamSelect } from './team-select';
import type { useSettleRow } from './use-settle-row';
import { VoidDialog, type VoidTarget } from './void-dialog';

type SettleRow = ReturnType<typeof useSettleRow>;

function Exposure({ match }: { match: PendingMatch }) {
  if (match.pendingBets === 0) return <span className="text-muted-foreground">No pending bets</span>;
  return (
    <div className="grid gap-0.5 text-xs">
      <span className="font-semibold text-foreground">
        {match.pendingBets} {match.pendingBets === 1 ? 'bet' : 'bets'} · {formatRupees(match.totalStake)}{' '}
        staked
      </span>
      <span className="text-muted-foreground">
        Pays {formatRupees(match.payoutIfHomeWins)} if {match.homeTeam} win
      </span>
      <span className="text-muted-foreground">
        Pays {formatRupees(match.payoutIfAwayWins)} if {match.awayTeam} win
      </span>
    </div>
  );
}

/**
 * The Match Settlements tab, a page at a time: pick the winner (the feed's is preselected), settle, or
 * void; or settle the page's matches the feed agrees on in one go.
 */
export function MatchSettlements({ settleRow }: { settleRow: SettleRow }) {
  const [page, setPage] = useState(1);
  const [hasBets, setHasBets] = useState(false);
  const pending = usePendingMatches(page, hasBets);
  const [choices, setChoices] = useState<Record<number, string>>({});
  const [override, setOverride] = useState<WinnerOverride | null>(null);
  const [voidTarget, setVoidTarget] = useState<VoidTarget | null>(null);
  const [bulk, setBulk] = useState<PendingMatch[] | null>(null);

  const list = pending.data;
  const rows = list?.matches ?? [];
  // Only from the rows of this page and filter: not the previous ones kept on screen while they load.
  const feedAgreed = pending.isPlaceholderData ? [] : rows.filter((m) => m.feedAgrees && m.suggestedWinner);
  // Settling the last rows of the last page leaves it empty: show the last page that has rows
  // (state adjusted while rendering, once this page's answer is in).
  const lastPage = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  if (list && list.page === page && page > lastPage) setPage(lastPage);

  const choiceFor = (m: PendingMatch) => choices[m.id] ?? m.suggestedWinner ?? undefined;

  const settle = (m: PendingMatch) => {
    const parsed = settleMatchSchema.safeParse({ winningTeam: choiceFor(m) ?? '' });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? 'Please select the winning team');
      return;
    }
    const chosen = parsed.data.winningTeam;
    if (m.suggestedWinner && chosen !== m.suggestedWinner) {
      setOverride({ matchId: m.id, chosen, recorded: m.suggestedWinner, resultText: m.resultText });
      return;
    }
    void settleRow.settle({ kind: 'match', matchId: m.id, winningTeam: chosen });
  };

  const meta: MatchMeta = {
    choiceFor,
    choose: (id, team) => setChoices((c) => ({ ...c, [id]: team })),
    isBusy: (id) => settleRow.isProcessing('match', id),
    settle,
    openVoid: setVoidTarget,
  };
  const columns = useMemo(() => matchColumns(), []);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <ResultsToolbar
        hasBets={hasBets}
        onHasBets={(on) => {
          setHasBets(on);
          setPage(1);
        }}
        feedAgreed={feedAgreed.length}
        onBulkSettle={() => setBulk(feedAgreed)}
      />
      <PendingList
        query={{ ...pending, data: list?.matches }}
        errorTitle="Error loading matches"
        errorText="There was an error loading pending matches. Please try again later."
        emptyTitle={hasBets ? 'No bets wait for a result' : 'All matches settled!'}
        emptyText={
          hasBets
            ? 'No completed match with pending bets waits for settlement.'
            : 'There are no pending matches to settle: all completed matches have been processed.'
        }
        refreshLabel="Refresh Matches"
      >
        {(shown) => (
          <>
            <DataTable
              label="Matches waiting for settlement"
              columns={columns}
              data={shown}
              rowId={(m) => String(m.id)}
              meta={meta}
            />
            {list && (
              <Pager
                page={list.page}
                pageSize={list.pageSize}
                total={list.total}
                onPage={setPage}
                busy={pending.isFetching}
              />
            )}
          </>
        )}
      </PendingList>
      <BulkSettleDialog candidates={bulk} onClose={() => setBulk(null)} />
      <ConfirmWinnerDialog
        override={override}
        onCancel={() => setOverride(null)}
        onConfirm={(o) => {
          setOverride(null);
          void settleRow.settle({ kind: 'match', matchId: o.matchId, winningTeam: o.chosen });
        }}
      />
      <VoidDialog
        target={voidTarget}
        busy={voidTarget !== null && settleRow.isProcessing('match', voidTarget.matchId)}
        onCancel={() => setVoidTarget(null)}
        onConfirm={(matchId, reason) => {
          setVoidTarget(null);
          void settleRow.settle({ kind: 'void', matchId, reason });
        }}
      />
    </div>
  );
}

type MatchMeta = {
  choiceFor: (m: PendingMatch) => string | undefined;
  choose: (id: number, team: string) => void;
  isBusy: (id: number) => boolean;
  settle: (m: PendingMatch) => void;
  openVoid: (target: VoidTarget) => void;
};

/** Created once: the cells read what changes from the table's meta (see DataTable). */
function matchColumns(): ColumnDef<PendingMatch, unknown>[] {
  const metaOf = (table: { options: { meta?: unknown } }) => table.options.meta as MatchMeta;
  return [
    matchIdColumn(),
    {
      id: 'teams',
      header: 'Teams',
      enableSorting: false,
      cell: ({ row }) => (
        <div className="grid min-w-44 gap-1">
          <span className="font-semibold">
            {row.original.homeTeam} vs {row.original.awayTeam}
          </span>
          <Exposure match={row.original} />
        </div>
      ),
    },
    dateColumn(),
    {
      id: 'result',
      header: 'Result',
      enableSorting: false,
      cell: ({ row }) => (
        <div className="grid min-w-48 gap-0.5 text-xs">
          <span>
            {row.original.homeTeam}: <span className="font-mono">{row.original.homeScore}</span>
          </span>
          <span>
            {row.original.awayTeam}: <span className="font-mono">{row.original.awayScore}</span>
          </span>
          {row.original.resultText && (
            <span className="font-semibold text-amber-200">{row.original.resultText}</span>
          )}
          {row.original.feedAgrees && (
            <span className="inline-flex items-center gap-1 text-green-300 max-sm:justify-end">
              <CheckCircle2 className="size-3.5" aria-hidden="true" />
              Feed result agrees
            </span>
          )}
        </div>
      ),
    },
    {
      id: 'winner',
      header: 'Winner',
      enableSorting: false,
      cell: ({ row, table }) => (
        <TeamSelect
          teams={[row.original.homeTeam, row.original.awayTeam]}
          value={metaOf(table).choiceFor(row.original)}
          onChange={(team) => metaOf(table).choose(row.original.id, team)}
          placeholder="Select winner"
          label={`Winner of match #${row.original.id}`}
          disabled={metaOf(table).isBusy(row.original.id)}
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
        const busy = meta.isBusy(m.id);
        return (
          <div className="grid gap-2">
            <Button size="sm" onClick={() => meta.settle(m)} disabled={!meta.choiceFor(m) || busy}>
              {busy ? (
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              ) : (
                <Gavel className="size-4" aria-hidden="true" />
              )}
              Settle
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => meta.openVoid({ matchId: m.id, teams: `${m.homeTeam} vs ${m.awayTeam}` })}
              disabled={busy}
              aria-label={`Void match #${m.id}`}
            >
              <Ban className="size-4" aria-hidden="true" />
              Void
            </Button>
          </div>
        );
      },
    },
  ];
}
