import { useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { CheckCircle2, RefreshCw } from 'lucide-react';
import { payoutFailedSchema, rejectWithdrawalSchema } from '@shared/contracts/withdrawals';
import { DataTable } from '@/components/data-table';
import { ReasonDialog } from '@/components/reason-dialog';
import { LoadError, StatusPanel } from '@/components/status-panel';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAdminAccess } from '@/lib/signed-in-admin';
import { useAdminWithdrawals, type WithdrawalsTab } from '../api/get-withdrawals';
import { ApproveDialog } from '../components/approve-dialog';
import { HistoryDialog } from '../components/history-dialog';
import { useWithdrawalDialogs, type WithdrawalDialogs } from '../components/use-withdrawal-dialogs';
import { withdrawalColumns } from '../components/withdrawal-columns';
import { userLabel } from '../components/withdrawal-fields';

/** /bookdashboard/withdrawals: the queue of requests to pay or refuse, and recent payouts that may bounce. */
export function WithdrawalsPage() {
  const [tab, setTab] = useState<WithdrawalsTab>('open');
  const list = useAdminWithdrawals(tab);
  const dialogs = useWithdrawalDialogs();
  const openColumns = useMemo(() => withdrawalColumns('open'), []);
  const completedColumns = useMemo(() => withdrawalColumns('completed'), []);

  const refresh = () =>
    list
      .refetch()
      .then((result) =>
        result.isError
          ? toast.error('Failed to refresh withdrawals')
          : toast.success('Withdrawals refreshed'),
      );

  const body = (columns: typeof openColumns, emptyTitle: string, emptyText: string) => {
    if (list.isPending) return <PageSpinner label="Loading withdrawals" />;
    if (list.isError)
      return (
        <LoadError
          title="Error loading withdrawals"
          text="The withdrawal requests could not be loaded. Please try again."
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      );
    if (list.data.length === 0)
      return <StatusPanel icon={<CheckCircle2 />} title={emptyTitle} text={emptyText} />;
    return (
      <DataTable
        label={tab === 'open' ? 'Pending withdrawals' : 'Completed payouts'}
        columns={columns}
        data={list.data}
        rowId={(w) => w.id}
        meta={dialogs.meta}
        minWidthClass="min-w-[760px]"
      />
    );
  };

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold">Withdrawal Requests</h2>
        <Button variant="secondary" onClick={() => void refresh()} disabled={list.isFetching}>
          <RefreshCw className={list.isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
          Refresh
        </Button>
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value as WithdrawalsTab)}>
        <TabsList>
          <TabsTrigger value="open">Pending Withdrawals</TabsTrigger>
          <TabsTrigger value="COMPLETED">Completed Payouts</TabsTrigger>
        </TabsList>
        <TabsContent value="open">
          {body(openColumns, 'No Pending Withdrawals', 'New requests appear here as players make them.')}
        </TabsContent>
        <TabsContent value="COMPLETED" className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            A payout that bounced can be recorded as failed within 7 days of being paid: the player is
            refunded.
          </p>
          {body(completedColumns, 'No completed payouts', 'Approved withdrawals appear here.')}
        </TabsContent>
      </Tabs>
      <Dialogs {...dialogs} />
    </div>
  );
}

/** The queue's dialogs: approve (with the payout account), reject, failed payout, and the history. */
function Dialogs({ dialog, close, busy, decide }: WithdrawalDialogs) {
  const access = useAdminAccess();
  const adminId = access.data?.status === 'admin' ? access.data.admin.id : null;
  return (
    <>
      <ApproveDialog
        withdrawal={dialog?.kind === 'approve' ? dialog.withdrawal : null}
        busy={busy}
        adminId={adminId}
        onCancel={close}
        onConfirm={(w, payoutAccountId) => decide({ id: w.id, action: 'approve', payoutAccountId })}
      />
      <ReasonDialog
        open={dialog?.kind === 'reject'}
        id="reject-withdrawal"
        title="Reject Withdrawal Request"
        description={`${dialog ? userLabel(dialog.withdrawal) : ''}: the amount is refunded to the player's balance.`}
        label="Rejection Reason"
        placeholder="The player will see this reason"
        confirmLabel="Reject Withdrawal"
        busy={busy}
        schema={rejectWithdrawalSchema.shape.reason}
        onCancel={close}
        onConfirm={(reason) => dialog && decide({ id: dialog.withdrawal.id, action: 'reject', reason })}
      />
      <ReasonDialog
        open={dialog?.kind === 'payout-failed'}
        id="payout-failed"
        title="Record Failed Payout"
        description="The transfer bounced: the withdrawal becomes failed and the amount is refunded to the player."
        label="Failure Reason"
        placeholder="e.g. Beneficiary bank declined the transfer"
        confirmLabel="Record Failed Payout"
        busy={busy}
        schema={payoutFailedSchema.shape.reason}
        onCancel={close}
        onConfirm={(reason) =>
          dialog && decide({ id: dialog.withdrawal.id, action: 'payout-failed', reason })
        }
      />
      <HistoryDialog withdrawal={dialog?.kind === 'history' ? dialog.withdrawal : null} onClose={close} />
    </>
  );
}
