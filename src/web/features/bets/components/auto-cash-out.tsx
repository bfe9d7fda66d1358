import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Bet } from '@shared/contracts/bets';
import {
  autoCashOutRange,
  autoCashOutRangeOpen,
  suggestedAutoCashOutTarget,
  type AutoCashOutRange,
} from '@shared/auto-cash-out-target';
import { autoCashOutFormSchemaWith } from '@shared/contracts/cash-out';
import { formatRupees, formatRupees2, oddsToHundredths, paiseToRupees, rupeesToPaise } from '@shared/money';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useCancelAutoCashOut, useSetAutoCashOut } from '../api/auto-cash-out';

/** The bet's range of targets now: above its live offer (none while suspended), up to its payout. */
function rangeOf(bet: Bet): AutoCashOutRange {
  const offer = bet.cashOut?.available ? rupeesToPaise(bet.cashOut.amount) : null;
  return autoCashOutRange(rupeesToPaise(bet.amount), oddsToHundredths(bet.odds), offer);
}

/** The target's checks and the range's, their messages in the page's language. */
function useTargetSchema(range: AutoCashOutRange) {
  const { t, i18n } = useLingui();
  return useMemo(
    () =>
      autoCashOutFormSchemaWith(
        {
          notANumber: t`Target must be a number`,
          notPositive: t`Target must be above ₹0`,
          tooManyDecimals: t`Target can have at most 2 decimal places`,
          tooLarge: t`Target must be at most the potential payout`,
        },
        range,
        {
          atMostPayout: (payout) => t`Target must be at most the potential payout, ${payout}`,
          aboveOffer: (offer) => t`Target must be above the offer now, ${offer}: cash out instead`,
        },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t reads i18n.locale
    [i18n.locale, range.offerPaise, range.capPaise],
  );
}

/** A target already set, with a cancel. */
function AutoCashOutTarget({ bet, target }: { bet: Bet; target: number }) {
  const { t } = useLingui();
  const cancel = useCancelAutoCashOut();
  const amount = formatRupees2(target);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm" data-testid="auto-cash-out">
      <p>
        <Trans>
          Auto cash-out at <span className="font-semibold tabular-nums">{amount}</span>
        </Trans>
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={cancel.isPending}
        onClick={() =>
          cancel.mutate(
            { betId: bet.id },
            {
              onSuccess: () => toast.success(t`Auto cash-out cancelled`),
              onError: (e) => toast.error(errorMessage(e, t`Could not cancel the auto cash-out`)),
            },
          )
        }
      >
        <Trans>Cancel auto cash-out</Trans>
      </Button>
    </div>
  );
}

/**
 * "Cash out when the offer reaches ₹X": the server cashes the whole bet out on the first price at or
 * above the target. Shows the target when set, with a cancel.
 */
export function AutoCashOut({ bet }: { bet: Bet }) {
  if (bet.autoCashOutTarget !== null) return <AutoCashOutTarget bet={bet} target={bet.autoCashOutTarget} />;
  return <AutoCashOutForm bet={bet} />;
}

function AutoCashOutForm({ bet }: { bet: Bet }) {
  const { t } = useLingui();
  const range = rangeOf(bet);
  if (!autoCashOutRangeOpen(range))
    return (
      <p className="text-xs text-muted-foreground" data-testid="auto-cash-out">
        <Trans>The offer has reached the potential payout: cash out now instead.</Trans>
      </p>
    );
  const payout = formatRupees(paiseToRupees(range.capPaise));
  const offer = range.offerPaise === null ? null : formatRupees(paiseToRupees(range.offerPaise));
  return (
    <AutoCashOutTargetForm
      bet={bet}
      range={range}
      rangeText={
        offer === null
          ? t`Up to the potential payout, ${payout}`
          : t`Above the offer now, ${offer}, up to the potential payout, ${payout}`
      }
    />
  );
}

/** The target box, filled with a suggestion and checked as the player types. */
function AutoCashOutTargetForm({
  bet,
  range,
  rangeText,
}: {
  bet: Bet;
  range: AutoCashOutRange;
  rangeText: string;
}) {
  const { t } = useLingui();
  const setTarget = useSetAutoCashOut();
  const [suggested] = useState(() => suggestedAutoCashOutTarget(range, rupeesToPaise(bet.amount)));
  const form = useForm({
    resolver: zodResolver(useTargetSchema(range)),
    mode: 'onChange',
    defaultValues: { target: suggested },
  });
  const fieldId = `auto-cash-out-${bet.id}`;
  const error = form.formState.errors.target?.message;

  const onSubmit = form.handleSubmit(({ target }) =>
    setTarget.mutate(
      { betId: bet.id, target },
      {
        onSuccess: () => toast.success(t`Auto cash-out set`),
        // The offer moved past the target since the check: said where the target is typed.
        onError: (e) =>
          form.setError('target', { message: errorMessage(e, t`Could not set the auto cash-out`) }),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-1.5" data-testid="auto-cash-out">
      <Label htmlFor={fieldId} className="text-xs font-normal text-muted-foreground">
        <Trans>Cash out when the offer reaches ₹</Trans>
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
          aria-describedby={`${fieldId}-range${error ? ` ${fieldId}-error` : ''}`}
          {...form.register('target', { valueAsNumber: true })}
        />
        <Button type="submit" variant="outline" size="sm" disabled={setTarget.isPending}>
          <Trans>Set</Trans>
        </Button>
      </div>
      <p id={`${fieldId}-range`} className="text-xs text-muted-foreground" data-testid="auto-cash-out-range">
        {rangeText}
      </p>
      {error && (
        <p id={`${fieldId}-error`} role="alert" className="text-xs font-medium text-red-300">
          {error}
        </p>
      )}
    </form>
  );
}
