import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Bet } from '@shared/contracts/bets';
import { autoCashOutRequestSchema } from '@shared/contracts/cash-out';
import { formatRupees2 } from '@shared/money';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useCancelAutoCashOut, useSetAutoCashOut } from '../api/auto-cash-out';

/**
 * "Cash out when the offer reaches ₹X": the server cashes the whole bet out on the first price at or
 * above the target. Shows the target when set, with a cancel.
 */
export function AutoCashOut({ bet }: { bet: Bet }) {
  const setTarget = useSetAutoCashOut();
  const cancel = useCancelAutoCashOut();
  const form = useForm({
    resolver: zodResolver(autoCashOutRequestSchema),
    defaultValues: { target: undefined as unknown as number },
  });
  const fieldId = `auto-cash-out-${bet.id}`;
  const error = form.formState.errors.target?.message;

  if (bet.autoCashOutTarget !== null)
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm" data-testid="auto-cash-out">
        <p>
          Auto cash-out at{' '}
          <span className="font-semibold tabular-nums">{formatRupees2(bet.autoCashOutTarget)}</span>
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(
              { betId: bet.id },
              {
                onSuccess: () => toast.success('Auto cash-out cancelled'),
                onError: (e) => toast.error(errorMessage(e, 'Could not cancel the auto cash-out')),
              },
            )
          }
        >
          Cancel auto cash-out
        </Button>
      </div>
    );

  const onSubmit = form.handleSubmit(({ target }) =>
    setTarget.mutate(
      { betId: bet.id, target },
      {
        onSuccess: () => {
          toast.success('Auto cash-out set');
          form.reset();
        },
        onError: (e) => toast.error(errorMessage(e, 'Could not set the auto cash-out')),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-1.5" data-testid="auto-cash-out">
      <Label htmlFor={fieldId} className="text-xs font-normal text-muted-foreground">
        Cash out when the offer reaches ₹
      </Label>
      <div className="flex gap-2">
        <Input
          id={fieldId}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          className="h-8 w-32"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          {...form.register('target', { valueAsNumber: true })}
        />
        <Button type="submit" variant="outline" size="sm" disabled={setTarget.isPending}>
          Set
        </Button>
      </div>
      {error && (
        <p id={`${fieldId}-error`} className="text-xs font-medium text-red-300">
          {error}
        </p>
      )}
    </form>
  );
}
