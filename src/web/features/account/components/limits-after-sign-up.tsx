import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useMe, useNewAccountStep } from '@/lib/session';
import { BettingLimitsPanel } from './betting-limits';

/** The one step after sign-up: set betting limits now, or later from My Account. */
export function LimitsAfterSignUp() {
  const [due, done] = useNewAccountStep();
  const { data: me } = useMe();
  return (
    <Dialog open={due && Boolean(me)} onOpenChange={(open) => !open && done()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Set your betting limits</DialogTitle>
          <DialogDescription>
            Decide now, before your first bet, how much you are willing to stake or lose. Every limit is
            optional, and you can change them any time under My Account, Preferences.
          </DialogDescription>
        </DialogHeader>
        <BettingLimitsPanel title="Your limits" />
        <DialogFooter>
          <Button variant="secondary" onClick={done}>
            Not now
          </Button>
          <Button onClick={done}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
