import { useMemo } from 'react';
import { Landmark, Plus } from 'lucide-react';
import { DataTable } from '@/components/data-table';
import { LoadError, StatusPanel } from '@/components/status-panel';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { usePayoutAccounts, type PayoutKind } from '../api/get-payout-accounts';
import { payoutAccountColumns } from '../components/payout-account-columns';
import { PayoutAccountDialog } from '../components/payout-account-dialog';
import { usePayoutAccountChanges } from '../components/use-payout-account-changes';

const TEXT = {
  upi: { title: 'UPI Payment Details', add: 'Add UPI', empty: 'No UPI Details Found', label: 'UPI' },
  imps: { title: 'IMPS Payment Details', add: 'Add IMPS', empty: 'No IMPS Details Found', label: 'IMPS' },
} as const;

/** /bookdashboard/upi-details and /imps-details: the accounts withdrawals are paid from. */
function PayoutAccountsPage({ kind }: { kind: PayoutKind }) {
  const text = TEXT[kind];
  const accounts = usePayoutAccounts(kind);
  const changes = usePayoutAccountChanges(kind, text.label);
  const columns = useMemo(() => payoutAccountColumns(kind), [kind]);

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
        meta={changes.meta}
        minWidthClass="min-w-[720px]"
      />
    );

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold">{text.title}</h2>
        <Button onClick={changes.add}>
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
        target={changes.target}
        busy={changes.saving}
        onCancel={changes.close}
        onSave={changes.save}
      />
    </div>
  );
}

export const UpiDetailsPage = () => <PayoutAccountsPage kind="upi" />;
export const ImpsDetailsPage = () => <PayoutAccountsPage kind="imps" />;
