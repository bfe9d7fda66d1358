import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

export type SettlementFailure = { matchId: number; choice: string; choiceLabel: string; message: string };

/** The spec's 'Settlement Error Details': what was tried, what the server said, and what to do next. */
export function SettlementErrorDialog({
  failure,
  onClose,
}: {
  failure: SettlementFailure | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={failure !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Settlement Error Details</DialogTitle>
          <DialogDescription>The settlement did not go through; nothing was changed.</DialogDescription>
        </DialogHeader>
        {failure && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-brand-950/60 p-4 text-sm">
            <dt className="text-muted-foreground">Match ID</dt>
            <dd className="font-mono">#{failure.matchId}</dd>
            <dt className="text-muted-foreground">{failure.choiceLabel}</dt>
            <dd>{failure.choice}</dd>
            <dt className="text-muted-foreground">Error</dt>
            <dd className="text-red-300" data-testid="settlement-error-message">
              {failure.message}
            </dd>
          </dl>
        )}
        <p className="text-sm text-muted-foreground">
          If this problem persists, please contact the development team.
        </p>
        <DialogFooter>
          <Button onClick={onClose}>Close</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
