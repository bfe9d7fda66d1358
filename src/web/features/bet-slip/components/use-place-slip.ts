import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { placeBetsSchema, type PlaceBetsResult, type SlipRules } from '@shared/contracts/bets';
import { QUICK_STAKES_RUPEES } from '@shared/constants';
import { DEFAULT_ODDS_CHANGE, type OddsChangePreference } from '@shared/statuses';
import { ApiError, errorMessage } from '@/lib/api';
import { useLiveOptions } from '@/lib/live-odds';
import { meQueryKey, useAuthDialog, useMe } from '@/lib/signed-in';
import { oddsTakenText } from '@/lib/odds-taken-text';
import { heldRupees, returnRupees, sumRupees } from '@/lib/slip-selection-money';
import { usePreferences } from '@/lib/preferences';
import { toast } from '@/lib/toast';
import { useOnline } from '@/lib/use-online';
import { delayRefusal, oddsChanges, usePlaceBets } from '../api/place-bets';
import { useSlipRules } from '../api/get-slip-rules';
import { slipDelaySeconds } from '../lib/bet-delay';
import { betSlipStore, useBetSlip } from '../store';
import type { SlipEntry } from '../types';
import { delayRefusalText } from './delay-refusal-text';
import { entryProblem } from './slip-entry-card';
import { useSlipCost } from './use-slip-cost';

/** The request for the slip, checked with the server's own schema and rules, or the first problem. */
function slipRequest(entries: SlipEntry[], rules: SlipRules, oddsChange: OddsChangePreference | undefined) {
  return placeBetsSchema(rules).safeParse({
    idempotencyKey: betSlipStore.idempotencyKey(),
    oddsChange,
    selections: entries.map(({ matchId, marketId, optionId, side, amount, odds }) => ({
      matchId,
      marketId,
      optionId,
      side,
      amount,
      odds,
    })),
  });
}

/**
 * The slip's totals: what its bets hold (the backs' stakes and the lays' liabilities; the balance gives
 * less where they hedge a position, useSlipCost), whether it lays anything (its total is then of stakes
 * and liabilities), and what it returns if every selection wins.
 */
function slipTotals(entries: SlipEntry[]) {
  return {
    totalHeld: sumRupees(entries.map(heldRupees)),
    hasLay: entries.some((e) => e.side === 'LAY'),
    totalPayout: sumRupees(entries.map(returnRupees)),
  };
}

/** The server takes a slip only from a balance not below zero that covers what it takes. */
const cannotPay = (balance: number, cost: number) => balance < 0 || balance < cost;

/**
 * Why the slip as a whole cannot be placed, in the page's language: too many picks (the contract's rule;
 * one pick per market and the stakes are the store's and the entries' own checks, made before this).
 */
function slipProblemText(issue: { code: string; path: PropertyKey[] } | undefined, rules: SlipRules) {
  if (issue?.code === 'too_big' && issue.path.length === 1) {
    const max = rules.maxSelections;
    return t`At most ${max} bets in one slip`;
  }
  return t`Failed to place bets`;
}

/**
 * What the bet slip's panel shows and does: its entries with their live prices and problems, the
 * totals, and `place`, which checks the slip as the server would and sends it, then says what happened
 * (a toast, the moved prices marked on the entries, a refusal at the end of the in-play delay, the login
 * dialog). What happened is handled even if the sheet was closed meanwhile: an in-play slip waits
 * seconds for its answer, and the slip's store, not the sheet, keeps where it stands.
 */
/**
 * The account's preferences the slip uses: the odds preference, which it sends (until it is known, the
 * server applies it: `saved` is then undefined) and applies to the prices it shows, and the chips under
 * each stake (the player's one-click stakes; the spec's until they are known).
 */
function useSlipPreferences(signedIn: boolean) {
  const saved = usePreferences({ enabled: signedIn, refetchOnMount: false }).data;
  return {
    saved,
    oddsChange: saved?.oddsChange ?? DEFAULT_ODDS_CHANGE,
    quickStakes: saved?.quickStakes ?? QUICK_STAKES_RUPEES,
  };
}

export function usePlaceSlip() {
  const slip = useBetSlip();
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  const authDialog = useAuthDialog();
  const live = useLiveOptions(slip.entries);
  const rules = useSlipRules();
  const { saved, oddsChange, quickStakes } = useSlipPreferences(!!me);
  // A bet is placed at the odds of the moment it is sent: never queued for later, so not offered offline.
  const online = useOnline();

  // fromBalance: what placing takes from the wallet, less than totalHeld where the slip hedges a
  // position (ADR 0049).
  const totals = { ...slipTotals(slip.entries), fromBalance: useSlipCost(slip.entries, live, !!me) };
  const problems = slip.entries.map((e) => entryProblem(e, live.get(e.id), rules, oddsChange));
  const blocked = problems.some((p) => p !== null);

  const onSuccess = (result: PlaceBetsResult) => {
    betSlipStore.answered();
    const taken = result.bets.map(oddsTakenText).filter((text) => text !== null);
    toast.success(t`Bets placed successfully!`, {
      ...(taken.length > 0 ? { description: taken.join(' · ') } : {}),
    });
    betSlipStore.clear();
    betSlipStore.setOpen(false);
  };

  const onError = (error: Error) => {
    const refusal = delayRefusal(error);
    if (refusal) {
      // The selections stay as they were sent, for another try at the prices the lists now show.
      betSlipStore.refusedInDelay(refusal);
      const text = delayRefusalText(refusal, betSlipStore.getState().entries.length);
      toast.error(text.title, { description: `${text.reason} ${text.stake}` });
      return;
    }
    betSlipStore.answered();
    const changes = oddsChanges(error);
    if (changes) {
      betSlipStore.markOddsChanged(changes);
      toast.error(errorMessage(error, t`Odds have changed`), {
        description: t`Please review and accept the new odds.`,
      });
      return;
    }
    if (error instanceof ApiError && (error.code === 'TIME_OUT' || error.code === 'SELF_EXCLUDED'))
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    if (error instanceof ApiError && error.status === 401) {
      authDialog.open('login', t`Please log in to place a bet`);
      return;
    }
    toast.error(errorMessage(error, t`Failed to place bets`));
  };

  const placeBets = usePlaceBets({ onSuccess, onError });

  const place = () => {
    if (!online || slip.placing) return;
    if (!me) return authDialog.open('login', t`Please log in to place a bet`);
    if (slip.entries.length === 0) return toast.error(t`No bets selected`);
    if (cannotPay(me.balance, totals.fromBalance)) return toast.error(t`Insufficient balance`);
    if (blocked) return;
    const request = slipRequest(slip.entries, rules, saved?.oddsChange);
    if (!request.success) return toast.error(slipProblemText(request.error.issues[0], rules));
    // In play the answer comes once the longest delay of the slip's markets has run: its countdown.
    betSlipStore.sent(slipDelaySeconds(slip.entries, live));
    placeBets.mutate(request.data);
  };

  return {
    slip,
    me,
    live,
    rules,
    oddsChange,
    quickStakes,
    online,
    problems,
    blocked,
    ...totals,
    insufficient: !!me && cannotPay(me.balance, totals.fromBalance),
    onBreak: me?.bettingBreak ?? null,
    placing: slip.placing !== null,
    place,
    remove: (entry: SlipEntry) => {
      slip.remove(entry.id);
      toast.success(t`Bet removed from slip`);
    },
  };
}

export type PlaceSlip = ReturnType<typeof usePlaceSlip>;
