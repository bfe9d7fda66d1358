import { useState } from 'react';
import { suspendMarketSchema } from '@shared/contracts/admin';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

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
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onCancel();
  };
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Suspend {target?.label}</DialogTitle>
          <DialogDescription>
            New bets are refused at once and players see the market suspended. It stays suspended until an
            admin resumes it.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const parsed = suspendMarketSchema.safeParse({ reason });
            if (!parsed.success || !target) return;
            onConfirm(target.marketId, parsed.data.reason);
            setReason('');
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="suspend-reason">Reason</Label>
            <Input
              id="suspend-reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder="e.g. Injury news, checking the feed"
              maxLength={200}
              autoComplete="off"
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={reason.trim() === ''}>
              Suspend Market
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
