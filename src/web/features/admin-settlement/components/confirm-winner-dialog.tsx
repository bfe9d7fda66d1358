import { useState } from 'react';
import { AlertTriangle } from 'lucide-react';
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

export type WinnerOverride = { matchId: number; chosen: string; recorded: string; resultText: string | null };

/**
 * Settling against the recorded result is possible (feeds err) but must be deliberate: the admin
 * types the chosen team's name to confirm.
 */
export function ConfirmWinnerDialog({
  override,
  onCancel,
  onConfirm,
}: {
  override: WinnerOverride | null;
  onCancel: () => void;
  onConfirm: (override: WinnerOverride) => void;
}) {
  const [typed, setTyped] = useState('');
  const matches = override !== null && typed.trim().toLowerCase() === override.chosen.toLowerCase();
  const close = () => {
    setTyped('');
    onCancel();
  };
  return (
    <Dialog open={override !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <AlertTriangle className="size-5 text-amber-300" aria-hidden="true" />
            Settle against the recorded result?
          </DialogTitle>
          <DialogDescription>
            {override &&
              `The feed records ${override.resultText ?? `${override.recorded} as the winner`} for match #${override.matchId}. You chose ${override.chosen}.`}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (override && matches) {
              setTyped('');
              onConfirm(override);
            }
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="confirm-winner">Type {override?.chosen} to confirm</Label>
            <Input
              id="confirm-winner"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              autoComplete="off"
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!matches}>
              Settle for {override?.chosen}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
