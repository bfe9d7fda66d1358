import { useState, type FormEvent } from 'react';
import { t } from '@lingui/core/macro';
import { toast } from '@/lib/toast';
import { formatRupees } from '@shared/money';
import { formatDateTime } from '@shared/format-date';
import { useActiveLocale } from '@/lib/i18n/switch-locale';
import type { LimitKind, LimitPeriod } from '@shared/statuses';
import { errorMessage } from '@/lib/api';
import { useCancelPendingLimit } from '../api/cancel-pending-limit';
import { useSetLimit } from '../api/set-limit';

/**
 * One limit's form: the amount typed, its problem, and saving, removing or cancelling a pending change
 * with the toast that says what happened. `label` names the limit in those toasts (in the active language).
 */
export function useLimitRow(kind: LimitKind, period: LimitPeriod, label: string) {
  const locale = useActiveLocale();
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
          const when = waiting && formatDateTime(new Date(waiting.effectiveAt), locale);
          const amount = value === null ? '' : formatRupees(value);
          toast.success(
            when
              ? t`${label} changes on ${when} IST`
              : value === null
                ? t`${label} removed`
                : t`${label} set to ${amount}`,
          );
        },
        onError: (error) => setProblem(errorMessage(error, t`Failed to save the limit`)),
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const value = Number(amount);
    if (!amount.trim()) return setProblem(t`Enter an amount`);
    if (!Number.isInteger(value) || value < 1) return setProblem(t`Enter whole rupees, at least ₹1`);
    save(value);
  };

  const cancelPending = () =>
    cancel.mutate(
      { kind, period },
      {
        onSuccess: () => toast.success(t`Pending change cancelled`),
        onError: (error) => toast.error(errorMessage(error, t`Failed to cancel the change`)),
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
