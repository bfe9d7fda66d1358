import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useMe, useNewAccountStep } from '@/lib/signed-in';
import { BettingLimitsPanel } from './betting-limits';

/** The one step after sign-up: set betting limits now, or later from My Account. */
export function LimitsAfterSignUp() {
  const [due, done] = useNewAccountStep();
  const { data: me } = useMe();
  const { t } = useLingui();
  return (
    <Dialog open={due && Boolean(me)} onOpenChange={(open) => !open && done()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>Set your betting limits</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Decide now, before your first bet, how much you are willing to stake or lose. Every limit is
              optional, and you can change them any time under My Account, Preferences.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <BettingLimitsPanel title={t`Your limits`} />
        <DialogFooter>
          <Button variant="secondary" onClick={done}>
            <Trans>Not now</Trans>
          </Button>
          <Button onClick={done}>
            <Trans>Done</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
