import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  betDelayRefusedDetailsSchema,
  type OddsChangedDetails,
  type PlaceBets,
  type PlaceBetsResult,
} from '@shared/contracts/bets';
import type { Me } from '@shared/contracts/me';
import { meQueryKey } from '@/lib/signed-in';
import { betsKeys, transactionsKeys } from '@/lib/query-keys';
import { matchesKeys } from '@/lib/live-odds';
import { ApiError, apiFetch } from '@/lib/api';
import type { DelayRefusal } from '../types';

/**
 * POST /api/bets: every selection placed in one debit, or none. A slip with an in-play selection is
 * answered only once its delay has ended (201, or 409 ODDS_CHANGED or BET_DELAY_REFUSED).
 */
const placeBets = (body: PlaceBets): Promise<PlaceBetsResult> =>
  apiFetch('/api/bets', { method: 'POST', body });

/** The moved prices of a 409 ODDS_CHANGED, or null for any other error. */
export function oddsChanges(error: unknown) {
  if (!(error instanceof ApiError) || error.code !== 'ODDS_CHANGED') return null;
  return (error.details as OddsChangedDetails | undefined)?.changes ?? [];
}

/**
 * Why a 409 BET_DELAY_REFUSED refused the slip at the end of its in-play delay; null for any other
 * error, or a reason this client does not know (then the code's own message says it).
 */
export function delayRefusal(error: unknown): DelayRefusal | null {
  if (!(error instanceof ApiError) || error.code !== 'BET_DELAY_REFUSED') return null;
  const details = betDelayRefusedDetailsSchema.safeParse(error.details);
  return details.success ? details.data.reason : null;
}

/**
 * POST /api/bets; on success sets the new balance and refreshes bets and transactions, on an in-play
 * refusal refreshes the prices (the market moved) and transactions (the stake held, then given back).
 * `answer` is the slip's own handling: given here, not to `mutate`, so it runs even when the sheet was
 * closed while the bet waited out its delay.
 */
export function usePlaceBets(answer: {
  onSuccess: (result: PlaceBetsResult) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBets,
    onSuccess: (result) => {
      queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, balance: result.balance } : me));
      void queryClient.invalidateQueries({ queryKey: betsKeys.all });
      void queryClient.invalidateQueries({ queryKey: transactionsKeys.all });
      answer.onSuccess(result);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'BET_DELAY_REFUSED') {
        void queryClient.invalidateQueries({ queryKey: matchesKeys.all });
        void queryClient.invalidateQueries({ queryKey: transactionsKeys.all });
      }
      answer.onError(error);
    },
  });
}
