import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { Pencil } from 'lucide-react';
import type { ImpsDetail, UpiDetail } from '@shared/contracts/withdrawals';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { formatShortDateTime } from '@shared/format-date';
import type { PayoutKind } from '../api/get-payout-accounts';

type Account = UpiDetail | ImpsDetail;
/** What the cells need that changes: which account is being switched, and what its controls do. */
export type PayoutAccountsMeta = {
  busyId: number | null;
  toggle: (a: Account) => void;
  edit: (a: Account) => void;
};

const column = createColumnHelper<Account>();
const meta = (table: { options: { meta?: unknown } }) => table.options.meta as PayoutAccountsMeta;

/** Spec: a percent with 1 decimal; before any payout there is no rate to show. */
const successRate = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);

function sharedColumns(kind: PayoutKind) {
  const label = kind === 'upi' ? 'UPI' : 'IMPS';
  return [
    column.accessor('successRate', {
      header: 'Success Rate',
      cell: ({ row }) => (
        <span title={`${row.original.completedPayouts} paid, ${row.original.failedPayouts} failed`}>
          {successRate(row.original.successRate)}
        </span>
      ),
    }),
    column.accessor('lastUsed', {
      header: 'Last Used',
      cell: ({ getValue }) => {
        const value = getValue();
        return (
          <span className="whitespace-nowrap">{value ? formatShortDateTime(new Date(value)) : 'Never'}</span>
        );
      },
    }),
    column.display({
      id: 'active',
      header: 'Active',
      cell: ({ row, table }) => {
        const a = row.original;
        return (
          <Switch
            checked={a.isActive}
            aria-label={`${a.name} active`}
            disabled={meta(table).busyId === a.id}
            onCheckedChange={() => meta(table).toggle(a)}
          />
        );
      },
    }),
    column.display({
      id: 'edit',
      header: 'Actions',
      cell: ({ row, table }) => (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Edit ${label} detail ${row.original.name}`}
          onClick={() => meta(table).edit(row.original)}
        >
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      ),
    }),
  ];
}

/** Created once per kind: the cells read what changes from the table's meta (see DataTable). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack: each column has its own value type
export function payoutAccountColumns(kind: PayoutKind): ColumnDef<Account, any>[] {
  const text = (key: string, header: string) =>
    column.display({
      id: key,
      header,
      cell: ({ row }) => (
        <span className="break-all">{String((row.original as Record<string, unknown>)[key])}</span>
      ),
    });
  if (kind === 'upi')
    return [
      text('name', 'Name'),
      text('upiId', 'UPI ID'),
      ...sharedColumns(kind),
      column.accessor('createdAt', {
        header: 'Created At',
        cell: ({ getValue }) => (
          <span className="whitespace-nowrap">{formatShortDateTime(new Date(getValue()))}</span>
        ),
      }),
    ];
  return [
    text('name', 'Name'),
    text('bankName', 'Bank Name'),
    text('accountNumber', 'Account Number'),
    text('ifscCode', 'IFSC Code'),
    ...sharedColumns(kind),
  ];
}
