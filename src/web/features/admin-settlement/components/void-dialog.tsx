import { useState } from 'react';
import { voidMatchSchema } from '@shared/contracts/admin';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onCancel();
  };
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Void match #{target?.matchId}</DialogTitle>
          <DialogDescription>
            {target?.teams}: every pending bet is voided and its stake refunded to the player.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const parsed = voidMatchSchema.safeParse({ reason });
            if (!parsed.success) {
              setError(parsed.error.issues[0]?.message ?? 'A reason is required');
              return;
            }
            if (target) {
              onConfirm(target.matchId, parsed.data.reason);
              setReason('');
              setError(null);
            }
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="void-reason">Reason</Label>
            <Textarea
              id="void-reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder="e.g. Abandoned because of rain, no result"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'void-reason-error' : undefined}
              maxLength={500}
            />
            {error && (
              <p id="void-reason-error" className="text-xs font-medium text-red-300">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={busy || reason.trim() === ''}>
              Void Match
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
