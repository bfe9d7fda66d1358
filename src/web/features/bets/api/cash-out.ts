import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CashOutPriceChangedDetails,
  CashOutRequest,
  CashOutResult,
  CashOutUnavailableReason,
} from '@shared/contracts/cash-out';
import type { Me } from '@shared/contracts/me';
import { ApiError, apiFetch } from '@/lib/api';
import { betsKeys, transactionsKeys } from '@/lib/query-keys';
import { meQueryKey } from '@/lib/signed-in';

type CashOutInput = CashOutRequest & { betId: string };

/** POST /api/me/bets/{id}/cash-out: the accepted amount, or a 409 with the new price or the reason. */
const cashOut = ({ betId, ...body }: CashOutInput): Promise<CashOutResult> =>
  apiFetch(`/api/me/bets/${encodeURIComponent(betId)}/cash-out`, { method: 'POST', body });

/** The new amount of a 409 CASH_OUT_PRICE_CHANGED, or null for any other error. */
export function cashOutPriceChange(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'CASH_OUT_PRICE_CHANGED') return null;
  return (error.details as CashOutPriceChangedDetails | undefined)?.amount ?? null;
}

/** The reason of a 409 CASH_OUT_UNAVAILABLE, or null for any other error. */
export function cashOutRefusal(error: unknown): CashOutUnavailableReason | null {
  if (!(error instanceof ApiError) || error.code !== 'CASH_OUT_UNAVAILABLE') return null;
  return (error.details as { reason?: CashOutUnavailableReason } | undefined)?.reason ?? null;
}

/**
 * Cashes out a bet, in full or in part. On success the balance is the answer's and My Bets and the
 * history are fetched again (the bet moved to Settled, or its stake went down); the live balance event
 * that follows changes nothing more. A refusal refetches the bets too: their offers are stale.
 */
export function useCashOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cashOut,
    onSuccess: (result) => {
      queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, balance: result.balance } : me));
      void queryClient.invalidateQueries({ queryKey: betsKeys.all });
      void queryClient.invalidateQueries({ queryKey: transactionsKeys.all });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: betsKeys.all });
    },
  });
}
