import type { ColumnDef } from '@tanstack/react-table';
import type { AdminAction } from '@shared/contracts/admin';
import { DataTable } from '@/components/data-table';
import { formatShortDateTime } from '@shared/format-date';

const ACTION_LABELS: Record<string, string> = {
  BACKOFFICE_SIGN_IN: 'Signed in to the back office',
  SIGN_IN_LOCKED: 'Sign-in locked for other devices',
  SETTLE_MATCH: 'Settled match',
  SETTLE_TOSS: 'Recorded toss',
  SETTLE_TOSS_BETS: 'Settled toss bets',
  VOID_MATCH: 'Voided match',
  RESETTLE_MATCH: 'Corrected the result of match',
  RESETTLE_TOSS: 'Corrected the toss of match',
  SUSPEND_MARKET: 'Suspended market',
  RESUME_MARKET: 'Resumed market',
  INVOKE_FUNCTION: 'Invoked function',
};

const detail = (details: unknown, key: string): string | null => {
  const value = (details as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
};

/** One line an operator can read: what was done, to what, and the result that matters. */
function describeAction(action: AdminAction): string {
  const label = ACTION_LABELS[action.actionType] ?? action.actionType;
  const target =
    action.entityType === 'match' && action.entityId
      ? ` #${action.entityId}`
      : action.entityType === 'market' && action.entityId
        ? ` #${action.entityId}`
        : action.entityType === 'function' && action.entityId
          ? ` ${action.entityId}`
          : '';
  const correction =
    detail(action.details, 'from') && detail(action.details, 'to')
      ? `${detail(action.details, 'from')} → ${detail(action.details, 'to')}`
      : null;
  const outcome =
    correction ??
    detail(action.details, 'winningTeam') ??
    detail(action.details, 'tossWinner') ??
    detail(action.details, 'reason');
  return `${label}${target}${outcome ? `: ${outcome}` : ''}`;
}

const columns: ColumnDef<AdminAction, string>[] = [
  { id: 'action', header: 'Action', cell: ({ row }) => describeAction(row.original), enableSorting: false },
  {
    id: 'admin',
    header: 'Admin',
    cell: ({ row }) => (
      <span title={row.original.adminEmail}>{row.original.adminName || row.original.adminEmail}</span>
    ),
    enableSorting: false,
  },
  {
    id: 'timestamp',
    header: 'Timestamp',
    accessorFn: (a) => a.createdAt,
    cell: ({ row }) => (
      <time dateTime={row.original.createdAt}>{formatShortDateTime(new Date(row.original.createdAt))}</time>
    ),
  },
];

export function RecentActivity({ actions }: { actions: AdminAction[] }) {
  return (
    <DataTable
      label="Recent admin activity"
      columns={columns}
      data={actions}
      rowId={(a) => String(a.id)}
      empty="No admin activity yet."
    />
  );
}
