import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { Coffee, ShieldOff } from 'lucide-react';
import type { BettingBreak } from '@shared/contracts/me';
import { bettingBreakMessage, PERIOD_LABELS } from '@shared/responsible-gambling';
import { SELF_EXCLUSION_PERIODS, TIME_OUT_PERIODS, type BettingBreakKind } from '@shared/statuses';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { apiFetch, errorMessage } from '@/lib/api';
import { meQueryKey } from '@/lib/session';

type Choice = { kind: BettingBreakKind; period: string };

/** POST /api/me/time-out | /api/me/self-exclusion. */
const takeBreak = ({ kind, period }: Choice): Promise<BettingBreak> =>
  apiFetch(kind === 'TIME_OUT' ? '/api/me/time-out' : '/api/me/self-exclusion', {
    method: 'POST',
    body: { period },
  });

function useTakeBreak() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeBreak,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

const KINDS = [
  {
    kind: 'TIME_OUT' as const,
    title: 'Time-out',
    icon: Coffee,
    text: 'Pause betting for a short while.',
    periods: TIME_OUT_PERIODS,
  },
  {
    kind: 'SELF_EXCLUSION' as const,
    title: 'Self-exclusion',
    icon: ShieldOff,
    text: 'Stop betting for a long period.',
    periods: SELF_EXCLUSION_PERIODS,
  },
];

/**
 * Time-out and self-exclusion: both start at once and cannot be lifted early, so each asks for a
 * confirmation. Signing in, reading history and withdrawing keep working during them.
 */
export function TakeABreak({ current }: { current: BettingBreak | null }) {
  const [choice, setChoice] = useState<Choice | null>(null);
  const take = useTakeBreak();
  return (
    <Card className="grid gap-5 p-5 sm:p-6">
      <div>
        <h3 className="text-lg font-bold">Take a Break</h3>
        <p className="text-sm text-muted-foreground">
          A break starts at once and cannot be lifted early. You can still sign in, see your history and
          withdraw your balance.
        </p>
      </div>
      {current && (
        <p
          role="status"
          className="rounded-lg bg-amber-500/10 px-3 py-2 text-sm text-amber-200 ring-1 ring-amber-500/30"
        >
          {bettingBreakMessage(current.kind, current.until)}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {KINDS.map(({ kind, title, icon: Icon, text, periods }) => (
          <section key={kind} aria-label={title} className="grid gap-3 rounded-xl border border-border p-4">
            <h4 className="flex items-center gap-2 font-semibold">
              <Icon className="size-4 text-accent" aria-hidden="true" />
              {title}
            </h4>
            <p className="text-sm text-muted-foreground">{text}</p>
            <div className="flex flex-wrap gap-2">
              {periods.map((period) => (
                <Button key={period} variant="outline" size="sm" onClick={() => setChoice({ kind, period })}>
                  {PERIOD_LABELS[period]}
                </Button>
              ))}
            </div>
          </section>
        ))}
      </div>
      <Dialog open={choice !== null} onOpenChange={(open) => !open && setChoice(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              {choice?.kind === 'TIME_OUT' ? 'Take a time-out' : 'Exclude yourself'} for{' '}
              {choice ? PERIOD_LABELS[choice.period] : ''}?
            </DialogTitle>
            <DialogDescription>
              Betting stops at once and cannot be turned back on before the period ends.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="secondary" onClick={() => setChoice(null)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={take.isPending}
              onClick={() => {
                if (!choice) return;
                take.mutate(choice, {
                  onSuccess: (taken) => {
                    toast.success(bettingBreakMessage(taken.kind, taken.until));
                    setChoice(null);
                  },
                  onError: (error) => toast.error(errorMessage(error, 'Failed to start the break')),
                });
              }}
            >
              Start Break
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
