import { createColumnHelper } from '@tanstack/react-table';
import { Check, FileClock, TriangleAlert, X } from 'lucide-react';
import type { AdminWithdrawal } from '@shared/contracts/withdrawals';
import { formatRupees2 } from '@shared/money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatShortDateTime } from '@shared/format-date';
import { CorrectableWinnings, twoApprovalsReason } from './correctable-winnings';
import { methodLabel, userLabel } from './withdrawal-fields';

/** What the cells need that changes: which row is busy, and what its buttons open. */
export type WithdrawalsMeta = {
  busyId: string | null;
  approve: (w: AdminWithdrawal) => void;
  reject: (w: AdminWithdrawal) => void;
  payoutFailed: (w: AdminWithdrawal) => void;
  details: (w: AdminWithdrawal) => void;
};

const column = createColumnHelper<AdminWithdrawal>();
const meta = (table: { options: { meta?: unknown } }) => table.options.meta as WithdrawalsMeta;

function Details({ w }: { w: AdminWithdrawal }) {
  if (w.method === 'upi')
    return (
      <div className="grid text-sm">
        <span>{w.upiName}</span>
        <span className="text-muted-foreground">{w.upiId}</span>
      </div>
    );
  return (
    <div className="grid text-sm">
      <span>{w.accountHolderName}</span>
      <span className="text-muted-foreground">
        {w.accountNumber} · {w.ifscCode}
      </span>
      <span className="text-muted-foreground">{w.bankName}</span>
    </div>
  );
}

/**
 * The amount, with whether the request needs (or has had) a first of two approvals, and the winnings
 * open to correction it takes.
 */
function Amount({ w }: { w: AdminWithdrawal }) {
  return (
    <div className="grid gap-1">
      <span className="font-semibold whitespace-nowrap tabular-nums">{formatRupees2(w.amount)}</span>
      {w.status === 'AWAITING_SECOND_APPROVAL' && (
        <Badge variant="warning">Approved by {w.firstApprovedBy?.name}: needs a second admin</Badge>
      )}
      {w.status === 'PENDING' && w.needsTwoApprovals && (
        <Badge variant="outline" title={twoApprovalsReason(w) ?? undefined}>
          {w.twoApprovalReasons.includes('CORRECTABLE_WINNINGS')
            ? 'Needs two admins: correctable winnings'
            : 'Needs two admins'}
        </Badge>
      )}
      <CorrectableWinnings w={w} className="max-w-64" />
    </div>
  );
}

/**
 * Approve (the spec's tick) and reject (its cross) on the open queue, 'Payout failed' on a completed
 * payout; the history on both. Each says what it does in words beside its icon; its accessible name
 * adds whose withdrawal it is.
 */
function Actions({ w, mode, m }: { w: AdminWithdrawal; mode: 'open' | 'completed'; m: WithdrawalsMeta }) {
  const busy = m.busyId === w.id;
  return (
    <div className="flex flex-wrap items-center justify-end gap-1">
      {mode === 'open' ? (
        <>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Approve withdrawal of ${userLabel(w)}`}
            className="text-green-300"
            disabled={busy}
            onClick={() => m.approve(w)}
          >
            <Check aria-hidden="true" />
            Approve
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Reject withdrawal of ${userLabel(w)}`}
            className="text-red-300"
            disabled={busy}
            onClick={() => m.reject(w)}
          >
            <X aria-hidden="true" />
            Reject
          </Button>
        </>
      ) : (
        <Button
          size="sm"
          variant="ghost"
          className="text-amber-200"
          disabled={busy || w.status !== 'COMPLETED'}
          onClick={() => m.payoutFailed(w)}
        >
          <TriangleAlert aria-hidden="true" />
          Payout failed
        </Button>
      )}
      <Button
        size="sm"
        variant="ghost"
        aria-label={`History of the withdrawal of ${userLabel(w)}`}
        onClick={() => m.details(w)}
      >
        <FileClock aria-hidden="true" />
        History
      </Button>
    </div>
  );
}

/** Created once (see DataTable's meta). `mode`: the open queue's actions, or a completed payout's. */
export function withdrawalColumns(mode: 'open' | 'completed') {
  return [
    column.accessor((w) => userLabel(w), { id: 'user', header: 'User' }),
    column.accessor('createdAt', {
      header: 'Date',
      cell: ({ getValue }) => (
        <span className="whitespace-nowrap">{formatShortDateTime(new Date(getValue()))}</span>
      ),
    }),
    column.accessor((w) => methodLabel(w), { id: 'method', header: 'Method' }),
    column.display({ id: 'details', header: 'Details', cell: ({ row }) => <Details w={row.original} /> }),
    column.accessor('amount', { header: 'Amount', cell: ({ row }) => <Amount w={row.original} /> }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row, table }) => <Actions w={row.original} mode={mode} m={meta(table)} />,
    }),
  ];
}
