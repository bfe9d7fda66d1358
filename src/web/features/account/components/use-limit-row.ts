import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { formatRupees } from '@shared/money';
import { formatDateTime } from '@shared/format-date';
import type { LimitKind, LimitPeriod } from '@shared/statuses';
import { errorMessage } from '@/lib/api';
import { useCancelPendingLimit, useSetLimit } from '../api/preferences-and-limits';

/**
 * One limit's form: the amount typed, its problem, and saving, removing or cancelling a pending change
 * with the toast that says what happened. `label` names the limit in those toasts.
 */
export function useLimitRow(kind: LimitKind, period: LimitPeriod, label: string) {
  const set = useSetLimit();
  const cancel = useCancelPendingLimit();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const save = (value: number | null) =>
    set.mutate(
      { kind, period, amount: value },
      {
        onSuccess: (after) => {
          setAmount('');
          const waiting = after.pending.find((l) => l.kind === kind && l.period === period);
          toast.success(
            waiting
              ? `${label} changes on ${formatDateTime(new Date(waiting.effectiveAt))} IST`
              : value === null
                ? `${label} removed`
                : `${label} set to ${formatRupees(value)}`,
          );
        },
        onError: (error) => setProblem(errorMessage(error, 'Failed to save the limit')),
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const value = Number(amount);
    if (!amount.trim()) return setProblem('Enter an amount');
    if (!Number.isInteger(value) || value < 1) return setProblem('Enter whole rupees, at least ₹1');
    save(value);
  };

  const cancelPending = () =>
    cancel.mutate(
      { kind, period },
      {
        onSuccess: () => toast.success('Pending change cancelled'),
        onError: (error) => toast.error(errorMessage(error, 'Failed to cancel the change')),
      },
    );

  return {
    amount,
    setAmount,
    problem,
    submit,
    remove: () => save(null),
    saving: set.isPending,
    cancelPending,
    cancelling: cancel.isPending,
  };
}
