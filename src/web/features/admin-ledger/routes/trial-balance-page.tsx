import { createColumnHelper } from '@tanstack/react-table';
import { CheckCircle2, RefreshCw, Scale, TriangleAlert } from 'lucide-react';
import type { TrialBalance } from '@shared/contracts/wallet';
import type { LedgerAccount } from '@shared/statuses';
import { formatRupees } from '@shared/money';
import { DataTable } from '@/components/data-table';
import { LoadError, StatusPanel } from '@/components/status-panel';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useTrialBalance } from '../api/get-trial-balance';

type Account = TrialBalance['accounts'][number];
type Owing = TrialBalance['owed']['players'][number];

/** What each account is, as the operator reads it (docs/decisions/0018). */
const ACCOUNT_TEXT: Record<LedgerAccount, { name: string; holds: string }> = {
  PLAYER: { name: 'Player wallet', holds: 'What the player can bet or withdraw' },
  PROMOTIONS: { name: 'Promotions', holds: 'Demo credits given (negative: money the house put in)' },
  STAKES_HELD: { name: 'Stakes held', holds: 'Stakes of bets not yet settled' },
  BETS_IN_DELAY: { name: 'Bets in delay', holds: 'Stakes of in-play bets waiting out their delay' },
  HOUSE_REVENUE: { name: 'House revenue', holds: 'Settled stakes less payouts' },
  WITHDRAWALS_IN_FLIGHT: { name: 'Withdrawals in flight', holds: 'Requested, not yet paid or refused' },
  PAYOUT_UPI: { name: 'UPI payouts', holds: 'Paid out through this UPI account, less bounces' },
  PAYOUT_IMPS: { name: 'IMPS payouts', holds: 'Paid out through this IMPS account, less bounces' },
};

const column = createColumnHelper<Account>();
const amount = column.accessor('balance', {
  header: 'Balance',
  cell: ({ getValue }) => (
    <span className={cn('whitespace-nowrap tabular-nums', getValue() < 0 && 'text-red-300')}>
      {formatRupees(getValue())}
    </span>
  ),
});
const HOUSE_COLUMNS = [
  column.display({
    id: 'account',
    header: 'Account',
    cell: ({ row }) => {
      const text = ACCOUNT_TEXT[row.original.kind];
      return (
        <div className="grid gap-0.5">
          <span className="font-semibold">
            {text.name}
            {row.original.name && <span className="font-normal"> · {row.original.name}</span>}
          </span>
          <span className="text-xs text-muted-foreground">{text.holds}</span>
        </div>
      );
    },
  }),
  amount,
];
const PLAYER_COLUMNS = [
  column.accessor((a) => a.name ?? a.account, {
    id: 'player',
    header: 'Player',
    cell: ({ row }) => (
      <div className="grid gap-0.5">
        <span className="font-semibold break-all">{row.original.name ?? 'Unnamed player'}</span>
        <span className="font-mono text-xs break-all text-muted-foreground">{row.original.account}</span>
      </div>
    ),
  }),
  amount,
];

const owing = createColumnHelper<Owing>();
const OWING_COLUMNS = [
  owing.accessor((p) => p.name ?? p.email ?? p.userId, {
    id: 'player',
    header: 'Player',
    cell: ({ row }) => (
      <div className="grid gap-0.5">
        <span className="font-semibold break-all">{row.original.name ?? 'Unnamed player'}</span>
        <span className="text-xs break-all text-muted-foreground">{row.original.email}</span>
      </div>
    ),
  }),
  owing.accessor('amount', {
    header: 'Owes',
    cell: ({ getValue }) => (
      <span className="whitespace-nowrap text-red-300 tabular-nums">{formatRupees(getValue())}</span>
    ),
  }),
  owing.accessor((p) => p.match ?? '', {
    id: 'match',
    header: 'Corrected match',
    cell: ({ row }) =>
      row.original.matchId === null ? '—' : `${row.original.match ?? 'Match'} (#${row.original.matchId})`,
  }),
];

const sum = (accounts: Account[]) =>
  accounts.reduce((total, a) => total + Math.round(a.balance * 100), 0) / 100;

/** /bookdashboard/ledger: the trial balance, every account of the double-entry book and their total. */
export function TrialBalancePage() {
  const trial = useTrialBalance();
  let body;
  if (trial.isPending) body = <PageSpinner label="Loading the trial balance" />;
  else if (trial.isError)
    body = (
      <LoadError
        title="Error loading the trial balance"
        text="The ledger could not be read. Please try again."
        onRetry={() => void trial.refetch()}
        retrying={trial.isFetching}
      />
    );
  else if (trial.data.accounts.length === 0)
    body = (
      <StatusPanel icon={<Scale />} title="No transfers yet" text="The book is empty: every balance is ₹0." />
    );
  else body = <Balances trial={trial.data} />;

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold">Ledger: Trial Balance</h2>
        <Button variant="secondary" onClick={() => void trial.refetch()} disabled={trial.isFetching}>
          <RefreshCw aria-hidden="true" className={cn(trial.isFetching && 'animate-spin')} />
          Refresh
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Every rupee moves as one transfer from one account to another, so the balances of all accounts add up
        to zero. A balance is what came into the account less what went out of it.
      </p>
      {body}
    </div>
  );
}

function Balances({ trial }: { trial: TrialBalance }) {
  const house = trial.accounts.filter((a) => a.kind !== 'PLAYER');
  const players = trial.accounts.filter((a) => a.kind === 'PLAYER');
  const balanced = trial.total === 0;
  return (
    <>
      <Card
        role="status"
        aria-label="Total of all accounts"
        className={cn(
          'flex flex-wrap items-center gap-3 px-5 py-4',
          balanced ? 'border-green-500/40' : 'border-red-500/60',
        )}
      >
        {balanced ? (
          <CheckCircle2 className="size-6 text-green-400" aria-hidden="true" />
        ) : (
          <TriangleAlert className="size-6 text-red-400" aria-hidden="true" />
        )}
        <div className="grid">
          <span className="text-sm text-muted-foreground">Total of all {trial.accounts.length} accounts</span>
          <span className="text-2xl font-bold tabular-nums" data-testid="trial-balance-total">
            {formatRupees(trial.total)}
          </span>
        </div>
        <span className={cn('ml-auto font-semibold', balanced ? 'text-green-300' : 'text-red-300')}>
          {balanced ? 'Balanced' : 'Out of balance'}
        </span>
      </Card>
      <Owed owed={trial.owed} />
      <section aria-labelledby="house-accounts" className="grid gap-3">
        <h3 id="house-accounts" className="font-bold">
          House accounts
        </h3>
        <DataTable
          label="House accounts"
          columns={HOUSE_COLUMNS}
          data={house}
          rowId={(a) => a.account}
          minWidthClass="min-w-[320px]"
        />
      </section>
      <section aria-labelledby="player-accounts" className="grid gap-3">
        <h3 id="player-accounts" className="font-bold">
          Player wallets: {players.length}, holding {formatRupees(sum(players))}
        </h3>
        <DataTable
          label="Player wallets"
          columns={PLAYER_COLUMNS}
          data={players}
          rowId={(a) => a.account}
          initialSorting={[{ id: 'balance', desc: true }]}
          minWidthClass="min-w-[320px]"
          empty="No player has a wallet yet."
        />
      </section>
    </>
  );
}

/**
 * What the players whose wallets are below zero owe the house (a corrected settlement took back money
 * they had already spent or withdrawn), as a line of its own, and who they are.
 */
function Owed({ owed }: { owed: TrialBalance['owed'] }) {
  return (
    <section aria-labelledby="players-owe" className="grid gap-3">
      <Card
        role="status"
        aria-label="Owed by players"
        className={cn(
          'flex flex-wrap items-center gap-3 px-5 py-4',
          owed.total > 0 ? 'border-amber-500/60' : 'border-border',
        )}
      >
        <div className="grid">
          <h3 id="players-owe" className="text-sm text-muted-foreground">
            Owed by players below zero: {owed.players.length}
          </h3>
          <span className="text-2xl font-bold tabular-nums" data-testid="owed-total">
            {formatRupees(owed.total)}
          </span>
        </div>
        <span className="ml-auto text-sm text-muted-foreground">
          Wallets a corrected result took below zero
        </span>
      </Card>
      {owed.players.length > 0 && (
        <DataTable
          label="Players who owe"
          columns={OWING_COLUMNS}
          data={owed.players}
          rowId={(p) => p.userId}
          minWidthClass="min-w-[320px]"
        />
      )}
    </section>
  );
}
