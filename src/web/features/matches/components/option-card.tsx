import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Lock, Plus } from 'lucide-react';
import { ERROR_TOAST_MS, QUICK_STAKES_RUPEES } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useAuthDialog, useMe } from '@/lib/signed-in';
import { cn } from '@/lib/cn';
import { useCricketText } from '@/lib/i18n/use-cricket-text';
import type { LiveMarket, LiveMatch, LiveOption } from '@/lib/live-odds';
import { isDefaultMarket } from '../lib/display-markets';
import { formatOdds, formatRupees2, payoutRupees } from '@shared/money';
import { selectionLabel } from '@shared/selection-label';
import { layLiabilityRupees } from '@/lib/slip-selection-money';
import type { BetSide } from '@shared/contracts/bets';
import { useSlipAction } from './slip-action';
import { priceOn, slipSelectionOf } from './slip-selection-of';
import { oddsLabel } from './odds-label';
import { usePriceMove } from './use-price-move';

/** Longest stake we accept in the box (₹99,99,99,999): keeps numbers exact. */
const MAX_STAKE_DIGITS = 9;

/** Digits only, without leading zeros, at most MAX_STAKE_DIGITS long. */
export function sanitizeStake(raw: string): string {
  return raw
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_STAKE_DIGITS);
}

type OptionCardProps = {
  match: Pick<LiveMatch, 'id' | 'homeTeam' | 'awayTeam'>;
  market: LiveMarket;
  option: LiveOption;
  /** BACK (the default): the option to win; LAY: not to win, at its lay odds. */
  side?: BetSide;
};

/**
 * What an option card does: the stake as typed (digits only) and its quick adds, the payout, and
 * `addToSlip`, which checks the stake against the slip's rules and the market, asks a visitor to log
 * in, and hands the pick to the slip. A message says why a stake was not added, until the next stake.
 */
function useOptionStake({ match, market, option, side = 'BACK' }: OptionCardProps) {
  const { data: me } = useMe();
  const authDialog = useAuthDialog();
  const slip = useSlipAction();
  const { t } = useLingui();
  const cricketText = useCricketText();
  const [stake, setStake] = useState('');
  // A fresh object per message, so a repeated click restarts the timer.
  const [error, setError] = useState<{ text: string } | null>(null);

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), ERROR_TOAST_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const name = selectionLabel(cricketText(option.name), market.line);
  const price = priceOn(option, side);
  // A lay the house no longer prices takes no stake, as a suspended market does.
  const suspended = market.status !== 'OPEN' || price === null;
  const amount = stake === '' ? 0 : Number(stake);
  const win = price === null ? 0 : payoutRupees(amount, price);
  const liability = side === 'LAY' && price !== null ? layLiabilityRupees(amount, price) : null;

  // A new stake answers the last message (e.g. 'Minimum bet amount is ₹100'): it goes with the old one.
  const changeStake = (next: (current: string) => string) => {
    setStake(next);
    setError(null);
  };
  const onStakeChange = (event: ChangeEvent<HTMLInputElement>) =>
    changeStake(() => sanitizeStake(event.target.value));
  const quickAdd = (value: number) =>
    changeStake((current) => sanitizeStake(String((Number(current) || 0) + value)));

  const addToSlip = async () => {
    if (!Number.isFinite(amount) || amount <= 0 || suspended) return;
    const problem = await slip.stakeProblem(amount);
    if (problem) {
      setError({ text: problem });
      return;
    }
    if (isDefaultMarket(market)) {
      setError({ text: t`This market is not open for betting yet.` });
      return;
    }
    if (!me) {
      authDialog.open('login', t`Please log in to place a bet`);
      return;
    }
    slip.add(slipSelectionOf(match, market, option, side, amount));
    setStake('');
    setError(null);
  };
  return {
    stake,
    error,
    name,
    side,
    price,
    suspended,
    amount,
    win,
    liability,
    onStakeChange,
    quickAdd,
    addToSlip,
  };
}

export function OptionCard(props: OptionCardProps) {
  const card = useOptionStake(props);
  const { name, suspended, amount } = card;
  return (
    <li className="grid min-w-0 grid-cols-1 content-start gap-2" data-testid="option-card">
      <div
        className={cn(
          'grid gap-3 rounded-xl border border-border bg-brand-950/50 p-3 transition-colors sm:p-4',
          !suspended && 'hover:border-indigo-400/40',
          // Not faded (its text must stay readable): a dashed edge, the badge and disabled controls say it.
          suspended && 'border-dashed',
        )}
      >
        <div className="flex items-start justify-between gap-3">
          <p className="min-w-0 text-sm leading-snug font-semibold text-pretty">
            {card.side === 'LAY' && <LayMarker />}
            {name}
          </p>
          {suspended ? (
            <SuspendedBadge closed={props.market.closedReason !== null} />
          ) : (
            <OddsBadge option={props.option} side={card.side} />
          )}
        </div>
        <StakeBox {...card} />
        <div className="flex items-center justify-between gap-3">
          {card.liability !== null && (
            <p className="min-w-0 text-xs text-muted-foreground">
              <Trans>Liability</Trans>
              <span
                className="block truncate text-sm font-bold text-pink-200 tabular-nums"
                data-testid="option-liability"
              >
                {formatRupees2(card.liability)}
              </span>
            </p>
          )}
          <p className="min-w-0 text-xs text-muted-foreground">
            <Trans>Win</Trans>
            <span className="block truncate text-sm font-bold text-emerald-300 tabular-nums">
              {formatRupees2(card.win)}
            </span>
          </p>
          <Button variant="accent" onClick={() => void card.addToSlip()} disabled={suspended || amount <= 0}>
            <Trans>Add to slip</Trans>
          </Button>
        </div>
      </div>
      {card.error && (
        <p
          role="alert"
          className="rounded-lg bg-red-500/10 px-3 py-2 text-xs font-medium text-red-300 ring-1 ring-red-500/30"
        >
          {card.error.text}
        </p>
      )}
    </li>
  );
}

/** Suspended for a moment, or closed: the feed has closed the market for good (its toss, innings or match is over). */
function SuspendedBadge({ closed }: { closed: boolean }) {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-lg bg-amber-500/15 px-2 py-1 text-xs font-bold text-amber-300 ring-1 ring-amber-500/30">
      <Lock className="size-3" aria-hidden="true" />
      {closed ? <Trans>Closed</Trans> : <Trans>Suspended</Trans>}
    </span>
  );
}

/** 'Lay' before a laid option's name, in the lay column's pink. */
function LayMarker() {
  return (
    <span className="mr-1.5 inline-block rounded bg-pink-300 px-1.5 text-xs leading-5 font-bold text-pink-950 uppercase">
      <Trans>Lay</Trans>
    </span>
  );
}

/** The price on the card's side, green or red for a moment after the back price moves. */
function OddsBadge({ option, side }: { option: LiveOption; side: BetSide }) {
  const backMove = usePriceMove(option);
  const move = side === 'LAY' ? null : backMove;
  const odds = formatOdds(priceOn(option, side) ?? option.odds);
  return (
    <span
      data-testid="odds"
      data-move={move ?? undefined}
      aria-label={oddsLabel(odds, move)}
      className={cn(
        'inline-flex shrink-0 items-center gap-0.5 rounded-lg px-2.5 py-1 text-base font-extrabold tabular-nums ring-1 transition-colors duration-500',
        move === 'up' && 'bg-green-500/20 text-green-300 ring-green-500/50',
        move === 'down' && 'bg-red-500/20 text-red-300 ring-red-500/50',
        !move && 'bg-primary/15 text-indigo-100 ring-primary/40',
      )}
    >
      {move === 'up' && <ArrowUp className="size-3.5" aria-hidden="true" />}
      {move === 'down' && <ArrowDown className="size-3.5" aria-hidden="true" />}
      {odds}
    </span>
  );
}

/** The stake box, with its quick adds. */
function StakeBox({ name, stake, suspended, onStakeChange, quickAdd }: ReturnType<typeof useOptionStake>) {
  const inputId = useId();
  const { t } = useLingui();
  return (
    <div className="grid grid-cols-1 gap-2">
      <label htmlFor={inputId} className="sr-only">
        <Trans>Stake for {name}</Trans>
      </label>
      <div className="relative">
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground">
          ₹
        </span>
        <Input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9]*"
          placeholder={t`Enter stake`}
          value={stake}
          onChange={onStakeChange}
          disabled={suspended}
          className="pl-7 tabular-nums"
        />
      </div>
      <div className="grid grid-cols-3 gap-1.5">
        {QUICK_STAKES_RUPEES.map((value) => (
          <Button
            key={value}
            variant="secondary"
            size="sm"
            disabled={suspended}
            onClick={() => quickAdd(value)}
            aria-label={t`Add ₹${value} to stake for ${name}`}
            className="gap-0.5 px-1 tabular-nums"
          >
            <Plus className="size-3" aria-hidden="true" />
            {value}
          </Button>
        ))}
      </div>
    </div>
  );
}
