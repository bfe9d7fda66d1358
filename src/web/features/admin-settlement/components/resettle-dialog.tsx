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
import { TeamSelect } from './team-select';
import { useResettleForm } from './use-resettle-form';

export type ResettleTarget = {
  kind: 'resettle' | 'resettle-toss';
  matchId: number;
  teams: [string, string];
  /** The settled result now: a team, or 'VOID'. */
  current: string;
};

/**
 * Corrects a settlement: the payouts it made are reversed in the ledger and the bets are settled again
 * on the chosen team. A reason is required; it is audited with the old and new result.
 */
export function ResettleDialog({
  target,
  onCancel,
  onConfirm,
}: {
  target: ResettleTarget | null;
  onCancel: () => void;
  onConfirm: (target: ResettleTarget, team: string, reason: string) => void;
}) {
  const { chosen, setTeam, reason, setReason, error, submit, close } = useResettleForm(
    target,
    onCancel,
    onConfirm,
  );
  const what = target?.kind === 'resettle-toss' ? 'toss' : 'result';

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            Correct the {what} of match #{target?.matchId}
          </DialogTitle>
          <DialogDescription>
            Now settled: {target?.current === 'VOID' ? 'void' : target?.current}. The payouts already made are
            reversed in the ledger and every bet is settled again on the team you choose. A player already
            paid may go below zero.
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={submit}>
          {target && (
            <div className="grid gap-1.5">
              <Label>{what === 'toss' ? 'Toss winner' : 'Winner'}</Label>
              <TeamSelect
                teams={target.teams}
                value={chosen}
                onChange={setTeam}
                placeholder={what === 'toss' ? 'Select toss winner' : 'Select winner'}
                label={`Corrected ${what === 'toss' ? 'toss winner' : 'winner'} of match #${target.matchId}`}
              />
            </div>
          )}
          <div className="grid gap-1.5">
            <Label htmlFor="resettle-reason">Reason</Label>
            <Textarea
              id="resettle-reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder="e.g. Settled on the wrong team"
              maxLength={500}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'resettle-error' : undefined}
            />
            {error && (
              <p id="resettle-error" className="text-xs font-medium text-red-300">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!chosen || reason.trim() === ''}>
              Resettle
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
