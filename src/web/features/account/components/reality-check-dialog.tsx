import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { useSignOutAction } from '@/lib/signed-in';

/** '1 hour 30 minutes', in the active language. */
function duration(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const inHours = t`${plural(hours, { one: '# hour', other: '# hours' })}`;
  const inMinutes = (n: number) => t`${plural(n, { one: '# minute', other: '# minutes' })}`;
  return hours ? (rest ? `${inHours} ${inMinutes(rest)}` : inHours) : inMinutes(minutes);
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
  const { t } = useLingui();
  const played = duration(playedMs);
  const staked = summary ? formatRupees(summary.staked) : '';
  const returned = summary ? formatRupees(summary.returned) : '';
  const net = summary
    ? `${summary.netResult < 0 ? '−' : ''}${formatRupees(Math.abs(summary.netResult))}`
    : '';
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onContinue()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Reality check</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>You have been playing for {played}.</Trans>
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm" data-testid="reality-check-figures">
          {summary
            ? t`In that time you staked ${staked} and got back ${returned}: a net result of ${net}.`
            : t`Your figures for this session are on their way…`}
        </p>
        <DialogFooter>
          <Button variant="secondary" disabled={isPending} onClick={signOut}>
            <Trans>Log out</Trans>
          </Button>
          <Button onClick={onContinue}>
            <Trans>Continue</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
