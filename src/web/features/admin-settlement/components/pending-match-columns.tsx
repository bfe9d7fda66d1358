import type { ColumnDef } from '@tanstack/react-table';
import { Ban, CheckCircle2, Gavel, LoaderCircle } from 'lucide-react';
import type { PendingMatch } from '@shared/contracts/admin';
import { formatRupees } from '@shared/money';
import { Button } from '@/components/ui/button';
import { dateColumn, matchIdColumn } from './match-columns';
import { TeamSelect } from './team-select';
import type { VoidTarget } from './void-dialog';

/** What the cells need that changes, read from the table's meta (see DataTable). */
export type MatchMeta = {
  choiceFor: (m: PendingMatch) => string | undefined;
  choose: (id: number, team: string) => void;
  isBusy: (id: number) => boolean;
  settle: (m: PendingMatch) => void;
  openVoid: (target: VoidTarget) => void;
};

type Column = ColumnDef<PendingMatch, unknown>;
const metaOf = (table: { options: { meta?: unknown } }) => table.options.meta as MatchMeta;

/** Created once: the cells read what changes from the table's meta (see DataTable). */
export function pendingMatchColumns(): Column[] {
  return [matchIdColumn(), teamsColumn, dateColumn(), resultColumn, winnerColumn, actionsColumn];
}

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

const teamsColumn: Column = {
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
};

const resultColumn: Column = {
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
};

const winnerColumn: Column = {
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
};

const actionsColumn: Column = {
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
};
