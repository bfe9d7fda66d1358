import { useState } from 'react';
import type { AdminWithdrawal } from '@shared/contracts/withdrawals';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useDecideWithdrawal, type WithdrawalDecision } from '../api/decide-withdrawal';
import type { WithdrawalsMeta } from './withdrawal-columns';

export type WithdrawalDialog = {
  kind: 'approve' | 'reject' | 'payout-failed' | 'history';
  withdrawal: AdminWithdrawal;
};

/**
 * The withdrawals queue's dialogs: which one is open and for which request, the table's row actions
 * that open them (`meta`), and `decide`, which closes the dialog and sends the decision, the row busy
 * until the answer, with a toast either way.
 */
export function useWithdrawalDialogs() {
  const decideWithdrawal = useDecideWithdrawal();
  const [dialog, setDialog] = useState<WithdrawalDialog | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const open = (kind: WithdrawalDialog['kind']) => (withdrawal: AdminWithdrawal) =>
    setDialog({ kind, withdrawal });
  const meta: WithdrawalsMeta = {
    busyId,
    approve: open('approve'),
    reject: open('reject'),
    payoutFailed: open('payout-failed'),
    details: open('history'),
  };

  const decide = (decision: WithdrawalDecision) => {
    setDialog(null);
    setBusyId(decision.id);
    decideWithdrawal.mutate(decision, {
      onSuccess: (result) => toast.success(result.message),
      onError: (error) => toast.error(`Error: ${errorMessage(error, 'Failed to process withdrawal')}`),
      onSettled: () => setBusyId(null),
    });
  };

  return { dialog, close: () => setDialog(null), busy: busyId !== null, meta, decide };
}

export type WithdrawalDialogs = ReturnType<typeof useWithdrawalDialogs>;
