import { voidMatchSchema } from '@shared/contracts/admin';
import { ReasonDialog } from '@/components/reason-dialog';

export type VoidTarget = { matchId: number; teams: string };

/** Void (abandoned, no result): every pending bet is refunded. The reason is required and audited. */
export function VoidDialog({
  target,
  busy,
  onCancel,
  onConfirm,
}: {
  target: VoidTarget | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (matchId: number, reason: string) => void;
}) {
  return (
    <ReasonDialog
      open={target !== null}
      id="void"
      title={`Void match #${target?.matchId ?? ''}`}
      description={`${target?.teams ?? ''}: every pending bet is voided and its stake refunded to the player.`}
      label="Reason"
      placeholder="e.g. Abandoned because of rain, no result"
      confirmLabel="Void Match"
      busy={busy}
      schema={voidMatchSchema.shape.reason}
      onCancel={onCancel}
      onConfirm={(reason) => target && onConfirm(target.matchId, reason)}
    />
  );
}
