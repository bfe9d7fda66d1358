import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/toast';
import { Coffee, ShieldOff } from 'lucide-react';
import type { BettingBreak } from '@shared/contracts/me';
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
import { meQueryKey } from '@/lib/signed-in';
import { bettingBreakText, breakPeriodName } from '../responsible-gambling-texts';

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

const KINDS: {
  kind: BettingBreakKind;
  title: MessageDescriptor;
  icon: typeof Coffee;
  text: MessageDescriptor;
  periods: readonly string[];
}[] = [
  {
    kind: 'TIME_OUT',
    title: msg`Time-out`,
    icon: Coffee,
    text: msg`Pause betting for a short while.`,
    periods: TIME_OUT_PERIODS,
  },
  {
    kind: 'SELF_EXCLUSION',
    title: msg`Self-exclusion`,
    icon: ShieldOff,
    text: msg`Stop betting for a long period.`,
    periods: SELF_EXCLUSION_PERIODS,
  },
];

/**
 * Time-out and self-exclusion: both start at once and cannot be lifted early, so each asks for a
 * confirmation. Signing in, reading history and withdrawing keep working during them.
 */
export function TakeABreak({ current }: { current: BettingBreak | null }) {
  const [choice, setChoice] = useState<Choice | null>(null);
  const { i18n } = useLingui();
  return (
    <Card className="grid gap-5 p-5 sm:p-6">
      <div>
        <h3 className="text-lg font-bold">
          <Trans>Take a Break</Trans>
        </h3>
        <p className="text-sm text-muted-foreground">
          <Trans>
            A break starts at once and cannot be lifted early. You can still sign in, see your history and
            withdraw your balance.
          </Trans>
        </p>
      </div>
      {current && (
        <p
          role="status"
          className="rounded-lg bg-amber-500/10 px-3 py-2 text-sm text-amber-200 ring-1 ring-amber-500/30"
        >
          {bettingBreakText(current.kind, current.until)}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {KINDS.map(({ kind, title, icon: Icon, text, periods }) => (
          <section
            key={kind}
            aria-label={i18n._(title)}
            className="grid gap-3 rounded-xl border border-border p-4"
          >
            <h4 className="flex items-center gap-2 font-semibold">
              <Icon className="size-4 text-accent" aria-hidden="true" />
              {i18n._(title)}
            </h4>
            <p className="text-sm text-muted-foreground">{i18n._(text)}</p>
            <div className="flex flex-wrap gap-2">
              {periods.map((period) => (
                <Button key={period} variant="outline" size="sm" onClick={() => setChoice({ kind, period })}>
                  {breakPeriodName(period)}
                </Button>
              ))}
            </div>
          </section>
        ))}
      </div>
      <ConfirmBreak choice={choice} onClose={() => setChoice(null)} />
    </Card>
  );
}

/** The confirmation of a chosen break; it starts on Start Break. */
function ConfirmBreak({ choice, onClose }: { choice: Choice | null; onClose: () => void }) {
  const take = useTakeBreak();
  const { t } = useLingui();
  const chosenPeriod = choice ? breakPeriodName(choice.period) : '';
  return (
    <Dialog open={choice !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {choice?.kind === 'TIME_OUT'
              ? t`Take a time-out for ${chosenPeriod}?`
              : t`Exclude yourself for ${chosenPeriod}?`}
          </DialogTitle>
          <DialogDescription>
            <Trans>Betting stops at once and cannot be turned back on before the period ends.</Trans>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="secondary" onClick={() => onClose()}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant="destructive"
            disabled={take.isPending}
            onClick={() => {
              if (!choice) return;
              take.mutate(choice, {
                onSuccess: (taken) => {
                  toast.success(bettingBreakText(taken.kind, taken.until));
                  onClose();
                },
                onError: (error) => toast.error(errorMessage(error, t`Failed to start the break`)),
              });
            }}
          >
            <Trans>Start Break</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
