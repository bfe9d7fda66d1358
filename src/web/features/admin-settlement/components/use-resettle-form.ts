import { useState, type FormEvent } from 'react';
import { resettleMatchSchema } from '@shared/contracts/admin';
import type { ResettleTarget } from './resettle-dialog';

/**
 * The resettle form: the corrected team (preselected when only one team differs from the settled
 * result), the reason and its check. The form empties when it is submitted or closed.
 */
export function useResettleForm(
  target: ResettleTarget | null,
  onCancel: () => void,
  onConfirm: (target: ResettleTarget, team: string, reason: string) => void,
) {
  const [team, setTeam] = useState<string | undefined>(undefined);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const choices = target ? target.teams.filter((t) => t !== target.current) : [];
  const chosen = team ?? (choices.length === 1 ? choices[0] : undefined);

  const reset = () => {
    setTeam(undefined);
    setReason('');
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resettleMatchSchema.safeParse({ winningTeam: chosen ?? '', reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please select the winning team');
      return;
    }
    if (target) onConfirm(target, parsed.data.winningTeam, parsed.data.reason);
    reset();
  };

  const close = () => {
    reset();
    onCancel();
  };

  return { chosen, setTeam, reason, setReason, error, submit, close };
}
