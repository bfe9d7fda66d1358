import type { AdminWithdrawal, AdminWithdrawalDetails } from '@shared/contracts/withdrawals';
import { LoadError } from '@/components/status-panel';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { PageSpinner } from '@/components/ui/spinner';
import { formatShortDateTime } from '@shared/format-date';
import { useWithdrawalDetails } from '../api/get-withdrawal-details';
import { CorrectableWinnings } from './correctable-winnings';
import { userLabel } from './withdrawal-fields';

const STATUS_TEXT: Record<AdminWithdrawal['status'], string> = {
  PENDING: 'Pending',
  AWAITING_SECOND_APPROVAL: 'Awaiting second approval',
  COMPLETED: 'Completed',
  REJECTED: 'Rejected',
  FAILED: 'Payout failed',
};

/** Every state change of one withdrawal (from, to, who, why, when), and the winnings open to correction it took. */
export function HistoryDialog({
  withdrawal,
  onClose,
}: {
  withdrawal: AdminWithdrawal | null;
  onClose: () => void;
}) {
  const details = useWithdrawalDetails(withdrawal?.id ?? null);
  return (
    <Dialog open={withdrawal !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Withdrawal History</DialogTitle>
          <DialogDescription>{withdrawal ? userLabel(withdrawal) : ''}</DialogDescription>
        </DialogHeader>
        {details.isPending ? (
          <PageSpinner label="Loading" />
        ) : details.isError ? (
          <LoadError
            title="Error loading the history"
            text="The history of this withdrawal could not be loaded."
            onRetry={() => void details.refetch()}
            retrying={details.isFetching}
          />
        ) : (
          <>
            <CorrectableWinnings w={details.data.withdrawal} />
            <StatusChanges history={details.data.history} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function StatusChanges({ history }: { history: AdminWithdrawalDetails['history'] }) {
  return (
    <ol className="grid gap-3" aria-label="Status changes">
      {history.map((h, i) => (
        <li key={i} className="rounded-xl border border-border p-3 text-sm">
          <p className="font-semibold">
            {h.fromStatus ? `${STATUS_TEXT[h.fromStatus]} → ` : 'Requested: '}
            {STATUS_TEXT[h.toStatus]}
          </p>
          <p className="text-muted-foreground">
            {h.actorName} · {formatShortDateTime(new Date(h.createdAt))}
          </p>
          {h.reason && <p className="mt-1">Reason: {h.reason}</p>}
        </li>
      ))}
    </ol>
  );
}
