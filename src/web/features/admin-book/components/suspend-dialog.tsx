import { suspendMarketSchema } from '@shared/contracts/admin';
import { ReasonDialog } from '@/components/reason-dialog';

export type SuspendTarget = { marketId: number; label: string };

/** Suspends a market with a reason (audited); players see it suspended at once. */
export function SuspendDialog({
  target,
  onCancel,
  onConfirm,
}: {
  target: SuspendTarget | null;
  onCancel: () => void;
  onConfirm: (marketId: number, reason: string) => void;
}) {
  return (
    <ReasonDialog
      open={target !== null}
      id="suspend"
      title={`Suspend ${target?.label ?? ''}`}
      description="New bets are refused at once and players see the market suspended. It stays suspended until an admin resumes it."
      label="Reason"
      placeholder="e.g. Injury news, checking the feed"
      confirmLabel="Suspend Market"
      busy={false}
      maxLength={200}
      schema={suspendMarketSchema.shape.reason}
      onCancel={onCancel}
      onConfirm={(reason) => target && onConfirm(target.marketId, reason)}
    />
  );
}
