import { useMemo, useState } from 'react';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { toast } from '@/lib/toast';
import { Landmark, Pencil, Plus } from 'lucide-react';
import type { ImpsDetail, UpiDetail } from '@shared/contracts/withdrawals';
import { DataTable } from '@/components/data-table';
import { LoadError, StatusPanel } from '@/components/status-panel';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage, fieldErrors } from '@/lib/api';
import { formatShortDateTime } from '@shared/format-date';
import { usePayoutAccounts, useSavePayoutAccount, type PayoutKind } from '../api/payout-accounts';
import { PayoutAccountDialog } from '../components/payout-account-dialog';

type Account = UpiDetail | ImpsDetail;
type Meta = { busyId: number | null; toggle: (a: Account) => void; edit: (a: Account) => void };

const column = createColumnHelper<Account>();
const meta = (table: { options: { meta?: unknown } }) => table.options.meta as Meta;

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
          size="icon"
          variant="ghost"
          aria-label={`Edit ${label} detail ${row.original.name}`}
          onClick={() => meta(table).edit(row.original)}
        >
          <Pencil aria-hidden="true" />
        </Button>
      ),
    }),
  ];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack: each column has its own value type
function columnsFor(kind: PayoutKind): ColumnDef<Account, any>[] {
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

const TEXT = {
  upi: { title: 'UPI Payment Details', add: 'Add UPI', empty: 'No UPI Details Found', label: 'UPI' },
  imps: { title: 'IMPS Payment Details', add: 'Add IMPS', empty: 'No IMPS Details Found', label: 'IMPS' },
} as const;

/** /bookdashboard/upi-details and /imps-details: the accounts withdrawals are paid from. */
function PayoutAccountsPage({ kind }: { kind: PayoutKind }) {
  const text = TEXT[kind];
  const accounts = usePayoutAccounts(kind);
  const save = useSavePayoutAccount(kind);
  const [target, setTarget] = useState<Account | 'new' | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const columns = useMemo(() => columnsFor(kind), [kind]);

  const toggle = (a: Account) => {
    const verb = a.isActive ? 'deactivate' : 'activate';
    setBusyId(a.id);
    save.mutate(
      { id: a.id, body: { isActive: !a.isActive } },
      {
        onSuccess: () => toast.success(`${text.label} detail ${verb}d successfully`),
        onError: (error) => toast.error(errorMessage(error, `Failed to ${verb} ${text.label} detail`)),
        onSettled: () => setBusyId(null),
      },
    );
  };

  const onSave = (values: Record<string, unknown>, refused: (errors: Record<string, string>) => void) => {
    const id = target !== null && target !== 'new' ? target.id : null;
    const verb = id === null ? 'add' : 'update';
    save.mutate(
      { id, body: values },
      {
        onSuccess: () => {
          toast.success(`${text.label} detail ${verb === 'add' ? 'added' : 'updated'} successfully`);
          setTarget(null);
        },
        onError: (error) => {
          // A field the server refused is shown under that field, as the dialog's own checks are.
          const fields = fieldErrors(error, Object.keys(values));
          if (Object.keys(fields).length > 0) refused(fields as Record<string, string>);
          else toast.error(errorMessage(error, `Failed to ${verb} ${text.label} detail`));
        },
      },
    );
  };

  let body;
  if (accounts.isPending) body = <PageSpinner label="Loading" />;
  else if (accounts.isError)
    body = (
      <LoadError
        title={`Error loading ${text.label} details`}
        text="The payout accounts could not be loaded. Please try again."
        onRetry={() => void accounts.refetch()}
        retrying={accounts.isFetching}
      />
    );
  else if (accounts.data.length === 0)
    body = (
      <StatusPanel
        icon={<Landmark />}
        title={text.empty}
        text={`Add a ${text.label} account to pay withdrawals from.`}
      />
    );
  else
    body = (
      <DataTable
        label={text.title}
        columns={columns}
        data={accounts.data}
        rowId={(a) => String(a.id)}
        meta={{ busyId, toggle, edit: setTarget } satisfies Meta}
        minWidthClass="min-w-[720px]"
      />
    );

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold">{text.title}</h2>
        <Button onClick={() => setTarget('new')}>
          <Plus aria-hidden="true" />
          {text.add}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        The success rate is worked out from the payouts made through each account: paid ÷ (paid + failed).
      </p>
      {body}
      <PayoutAccountDialog
        kind={kind}
        target={target}
        busy={save.isPending}
        onCancel={() => setTarget(null)}
        onSave={onSave}
      />
    </div>
  );
}

export const UpiDetailsPage = () => <PayoutAccountsPage kind="upi" />;
export const ImpsDetailsPage = () => <PayoutAccountsPage kind="imps" />;
