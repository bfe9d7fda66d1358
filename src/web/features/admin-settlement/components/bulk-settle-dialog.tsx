import { CheckCircle2, Gavel, LoaderCircle, SkipForward } from 'lucide-react';
import type { BulkSettlementResult, PendingMatch } from '@shared/contracts/admin';
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
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useBulkSettle } from '../api/bulk-settle';

const count = (n: number) => `${n} ${n === 1 ? 'match' : 'matches'}`;

/**
 * Confirms a bulk settle of the listed matches (each on the winner its feed records), then shows what
 * the server did: how many settled, and each skipped match with the reason.
 */
export function BulkSettleDialog({
  candidates,
  onClose,
}: {
  /** The matches to settle, every one with a feed winner; null: closed. */
  candidates: PendingMatch[] | null;
  onClose: () => void;
}) {
  const bulk = useBulkSettle();
  const result = bulk.data;
  const close = () => {
    if (bulk.isPending) return;
    bulk.reset();
    onClose();
  };
  const confirm = () => {
    if (!candidates) return;
    bulk.mutate(
      { matches: candidates.map((m) => ({ matchId: m.id, winningTeam: m.suggestedWinner ?? '' })) },
      {
        onSuccess: (r) => (r.skipped.length ? toast.info(r.message) : toast.success(r.message)),
        onError: (error) => toast.error(errorMessage(error, 'Failed to settle the matches')),
      },
    );
  };
  return (
    <Dialog open={candidates !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-lg">
        {result ? (
          <BulkSummary result={result} onClose={close} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Settle {count(candidates?.length ?? 0)} on the feed's result?</DialogTitle>
              <DialogDescription>
                Each match is settled on the winner its feed records, and pays its winning bets. A match whose
                feed result has changed or is settled already is skipped.
              </DialogDescription>
            </DialogHeader>
            <ul className="grid max-h-72 gap-2 overflow-y-auto text-sm" aria-label="Matches to settle">
              {candidates?.map((m) => (
                <li key={m.id} className="grid gap-0.5 rounded-lg border border-border px-3 py-2">
                  <span className="font-semibold">
                    #{m.id} · {m.homeTeam} vs {m.awayTeam}
                  </span>
                  <span className="text-muted-foreground">
                    Winner: <span className="text-foreground">{m.suggestedWinner}</span>
                    {m.pendingBets > 0 &&
                      ` · ${m.pendingBets} ${m.pendingBets === 1 ? 'bet' : 'bets'}, pays ${formatRupees(
                        m.suggestedWinner === m.homeTeam ? m.payoutIfHomeWins : m.payoutIfAwayWins,
                      )}`}
                  </span>
                </li>
              ))}
            </ul>
            <DialogFooter>
              <Button type="button" variant="secondary" onClick={close} disabled={bulk.isPending}>
                Cancel
              </Button>
              <Button type="button" onClick={confirm} disabled={bulk.isPending}>
                {bulk.isPending ? (
                  <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                ) : (
                  <Gavel className="size-4" aria-hidden="true" />
                )}
                Settle {count(candidates?.length ?? 0)}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function BulkSummary({ result, onClose }: { result: BulkSettlementResult; onClose: () => void }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>{result.message}</DialogTitle>
        <DialogDescription>
          {result.skipped.length
            ? 'Skipped matches stay in the list for you to settle one at a time.'
            : 'Every match listed was settled.'}
        </DialogDescription>
      </DialogHeader>
      <ul className="grid max-h-80 gap-2 overflow-y-auto text-sm" aria-label="Bulk settlement result">
        {result.settled.map((s) => (
          <li key={s.matchId} className="flex gap-2 rounded-lg border border-border px-3 py-2">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-400" aria-hidden="true" />
            <span>
              <span className="font-semibold">Match #{s.matchId} settled</span>: {s.winningTeam} · {s.won}{' '}
              won, {s.lost} lost, {formatRupees(s.paid)} paid
            </span>
          </li>
        ))}
        {result.skipped.map((s) => (
          <li key={s.matchId} className="flex gap-2 rounded-lg border border-amber-400/40 px-3 py-2">
            <SkipForward className="mt-0.5 size-4 shrink-0 text-amber-300" aria-hidden="true" />
            <span>
              <span className="font-semibold">Match #{s.matchId} skipped</span>: {s.reason}
            </span>
          </li>
        ))}
      </ul>
      <DialogFooter>
        <Button type="button" onClick={onClose}>
          Close
        </Button>
      </DialogFooter>
    </>
  );
}
