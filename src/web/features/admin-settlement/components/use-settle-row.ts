import { useState } from 'react';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api';
import { useSettlement, type SettlementAction } from '../api/run-settlement';
import type { SettlementFailure } from './settlement-error-dialog';

const COPY = {
  match: {
    success: (id: number) => `Match #${id} has been settled successfully`,
    failed: 'Failed to settle match',
    unexpected: 'An unexpected error occurred while settling the match',
    choiceLabel: 'Winner',
  },
  toss: {
    success: (id: number) => `Toss for match #${id} has been settled successfully`,
    failed: 'Failed to settle toss',
    unexpected: 'An unexpected error occurred while settling the toss',
    choiceLabel: 'Toss winner',
  },
  void: {
    success: (id: number) => `Match #${id} has been voided and its stakes refunded`,
    failed: 'Failed to void match',
    unexpected: 'An unexpected error occurred while voiding the match',
    choiceLabel: 'Reason',
  },
  resettle: {
    success: (id: number) => `Match #${id} has been resettled`,
    failed: 'Failed to resettle match',
    unexpected: 'An unexpected error occurred while resettling the match',
    choiceLabel: 'Corrected winner',
  },
  'resettle-toss': {
    success: (id: number) => `The toss of match #${id} has been resettled`,
    failed: 'Failed to resettle toss',
    unexpected: 'An unexpected error occurred while resettling the toss',
    choiceLabel: 'Corrected toss winner',
  },
} as const;

const choiceOf = (action: SettlementAction) =>
  action.kind === 'match' || action.kind === 'resettle'
    ? action.winningTeam
    : action.kind === 'toss' || action.kind === 'resettle-toss'
      ? action.tossWinner
      : action.reason;

/**
 * Runs a settlement for one row with the spec's feedback: the success toast, or the failure toast and
 * the 'Settlement Error Details' dialog with the server's message. Tracks which rows are processing,
 * so only that row's Settle button waits.
 */
export function useSettleRow() {
  const settlement = useSettlement();
  const [processing, setProcessing] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<SettlementFailure | null>(null);

  const key = (action: SettlementAction) =>
    `${action.kind === 'toss' || action.kind === 'resettle-toss' ? 'toss' : 'match'}-${action.matchId}`;

  const settle = async (action: SettlementAction): Promise<boolean> => {
    const copy = COPY[action.kind];
    const rowKey = key(action);
    setProcessing((rows) => new Set(rows).add(rowKey));
    try {
      await settlement.mutateAsync(action);
      toast.success(copy.success(action.matchId));
      return true;
    } catch (error) {
      const message =
        error instanceof ApiError ? (error.fromServer && error.message) || copy.failed : copy.unexpected;
      toast.error(copy.failed);
      setFailure({
        matchId: action.matchId,
        choice: choiceOf(action),
        choiceLabel: copy.choiceLabel,
        message,
      });
      return false;
    } finally {
      setProcessing((rows) => {
        const next = new Set(rows);
        next.delete(rowKey);
        return next;
      });
    }
  };

  return {
    settle,
    isProcessing: (kind: 'match' | 'toss', matchId: number) => processing.has(`${kind}-${matchId}`),
    failure,
    clearFailure: () => setFailure(null),
  };
}
