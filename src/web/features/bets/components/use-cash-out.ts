import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Bet } from '@shared/contracts/bets';
import { formatRupees2 } from '@shared/money';
import { errorMessage } from '@/lib/api';
import { requestKeys } from '@/lib/request-keys';
import { toast } from '@/lib/toast';
import { cashOutPriceChange, cashOutRefusal, useCashOut as useCashOutMutation } from '../api/cash-out';
import {
  cashOutPresets,
  unavailableReasonText,
  unavailableText,
  type CashOutFraction,
} from '../lib/cash-out-offer';

/**
 * A bet's cash-out: its live offer and presets, and the slip-style confirm. The confirm sends the
 * amount the player sees; when the server's price moved it answers the new one, which the dialog shows
 * for the player to accept again. Each request's key follows it (requestKeys): a retry after a lost
 * answer is sent with its key, an amount or part that changed with a new one.
 */
export function useCashOut(bet: Bet) {
  const { t } = useLingui();
  const offer = bet.cashOut;
  const mutation = useCashOutMutation();
  const [open, setOpen] = useState(false);
  const [fraction, setFraction] = useState<CashOutFraction>(1);
  const [newPrice, setNewPrice] = useState<{ from: number; to: number } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [keys] = useState(requestKeys<{ betId: string; expectedAmount: number; fraction: number }>);

  const presets = offer ? cashOutPresets(bet, offer) : [];
  const preset = presets.find((p) => p.fraction === fraction) ?? presets[presets.length - 1];
  const available = !!offer?.available && refusal === null;
  const amount = newPrice?.to ?? preset?.amount ?? 0;

  const reset = (next: CashOutFraction) => {
    setFraction(next);
    setNewPrice(null);
    setRefusal(null);
  };

  const confirm = () => {
    if (!preset || !available || mutation.isPending) return;
    const request = { betId: bet.id, expectedAmount: amount, fraction };
    mutation.mutate(
      { ...request, idempotencyKey: keys.keyFor(request) },
      {
        onSuccess: (result) => {
          keys.succeeded();
          const paid = formatRupees2(result.amount);
          toast.success(t`Cashed out ${paid}`);
          setOpen(false);
        },
        onError: (error) => {
          const price = cashOutPriceChange(error);
          const reason = cashOutRefusal(error);
          if (price !== null) return setNewPrice({ from: amount, to: price });
          if (reason !== null) return setRefusal(unavailableReasonText(reason));
          toast.error(errorMessage(error, t`Cash out failed`));
        },
      },
    );
  };

  return {
    offer,
    presets,
    /** The full offer's amount, as the button shows it. */
    fullAmount: presets[presets.length - 1]?.amount ?? 0,
    unavailableReason: offer && !offer.available ? unavailableText(offer) : null,
    partsAllowed: presets.some((p) => p.fraction < 1 && p.allowed),
    dialog: {
      bet,
      open,
      preset,
      presetsList: presets,
      amount,
      available,
      newPrice,
      refusal: refusal ?? (offer && !offer.available ? unavailableText(offer) : null),
      pending: mutation.isPending,
      setOpen: (next: boolean) => {
        if (!mutation.isPending) setOpen(next);
      },
      choose: (next: CashOutFraction) => reset(next),
      confirm,
    },
    /** Opens the confirm at a preset. */
    start: (at: CashOutFraction) => {
      reset(at);
      setOpen(true);
    },
  };
}

export type CashOutDialogState = ReturnType<typeof useCashOut>['dialog'];
