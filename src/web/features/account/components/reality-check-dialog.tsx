import type { RealityCheck as Summary } from '@shared/contracts/responsible-gambling';
import { formatRupees } from '@shared/money';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useSignOutAction } from '@/lib/session';

function duration(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  return hours ? `${part(hours, 'hour')}${rest ? ` ${part(rest, 'minute')}` : ''}` : part(minutes, 'minute');
}

type RealityCheckDialogProps = {
  open: boolean;
  /** How long the player had been on when the check came. */
  playedMs: number;
  /** The session's figures; null while they load, or when they could not be had. */
  summary: Summary | null;
  onContinue: () => void;
};

/** The reality check's dialog, with Continue and Log out (see RealityCheck for when it shows). */
export function RealityCheckDialog({ open, playedMs, summary, onContinue }: RealityCheckDialogProps) {
  const { signOut, isPending } = useSignOutAction();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onContinue()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reality check</DialogTitle>
          <DialogDescription>You have been playing for {duration(playedMs)}.</DialogDescription>
        </DialogHeader>
        <p className="text-sm" data-testid="reality-check-figures">
          {summary
            ? `In that time you staked ${formatRupees(summary.staked)} and got back ${formatRupees(summary.returned)}: a net result of ${summary.netResult < 0 ? '−' : ''}${formatRupees(Math.abs(summary.netResult))}.`
            : 'Your figures for this session are on their way…'}
        </p>
        <DialogFooter>
          <Button variant="secondary" disabled={isPending} onClick={signOut}>
            Log out
          </Button>
          <Button onClick={onContinue}>Continue</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
