import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Lock } from 'lucide-react';
import type { BetSide } from '@shared/contracts/bets';
import { formatOdds } from '@shared/money';
import { selectionLabel } from '@shared/selection-label';
import { cn } from '@/lib/cn';
import { useCricketText } from '@/lib/i18n/use-cricket-text';
import type { LiveMarket, LiveMatch, LiveOption } from '@/lib/live-odds';
import { priceOn } from './slip-selection-of';
import { usePriceMove, type PriceMove } from './use-price-move';

type PriceButtonProps = {
  match: Pick<LiveMatch, 'homeTeam' | 'awayTeam'>;
  market: LiveMarket;
  option: LiveOption;
  picked: boolean;
  onToggle: (option: LiveOption) => void;
  /** Shows a team by its short name (MI): the board's compact row. Its accessible name stays whole. */
  short?: boolean;
};

/**
 * One price on the board: a tap puts the option on the slip or takes it off (aria-pressed says which).
 * Its accessible name is the option and its odds ('Mumbai Indians 1.85'). While its market is suspended
 * or closed it is locked and says so where the price goes.
 */
export function PriceButton({ match, market, option, picked, onToggle, short = false }: PriceButtonProps) {
  const cricketText = useCricketText();
  const move = usePriceMove(option);
  const locked = market.status !== 'OPEN';
  const odds = formatOdds(option.odds);
  const name = selectionLabel(cricketText(option.name), market.line);
  const team = [match.homeTeam, match.awayTeam].find((t) => t.name === option.name);
  const shown = short && team ? team.shortName : name;
  return (
    <button
      type="button"
      aria-pressed={picked}
      aria-label={`${name} ${odds}`}
      disabled={locked}
      onClick={() => onToggle(option)}
      data-testid="price-button"
      className={cn(
        'flex min-h-12 w-full min-w-0 flex-col items-center justify-center gap-0.5 rounded-lg px-2 py-1.5 ring-1 transition-colors',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed',
        locked
          ? 'bg-muted/40 text-muted-foreground ring-border'
          : picked
            ? 'bg-accent text-accent-foreground ring-accent'
            : 'bg-primary/15 text-indigo-100 ring-primary/40 hover:bg-primary/25',
      )}
    >
      <span className="w-full truncate text-center text-xs font-medium">{shown}</span>
      {locked ? (
        <span className="inline-flex items-center gap-1 text-xs font-bold text-amber-300">
          <Lock className="size-3" aria-hidden="true" />
          {market.closedReason !== null ? <Trans>Closed</Trans> : <Trans>Suspended</Trans>}
        </span>
      ) : (
        <MovingOdds odds={odds} move={move} className={cn(!picked && moveColour(move, 'light'))} />
      )}
    </button>
  );
}

type SidePriceButtonProps = {
  market: LiveMarket;
  option: LiveOption;
  side: BetSide;
  picked: boolean;
  onToggle: (option: LiveOption, side: BetSide) => void;
  /** A line above the price ('Back MI'), where no column heading names the side and no row the option. */
  caption?: string;
};

/**
 * One price of an exchange row: the option's back price (blue) or lay price (pink), as the field's
 * panels colour them; the option's name is the row's. Its accessible name is the option and its odds,
 * a lay's led by 'Lay' ('Lay Mumbai Indians 2.05'). Locked, saying so where the price goes, while its
 * market is suspended or closed; locked where the house does not lay the option.
 */
export function SidePriceButton({ market, option, side, picked, onToggle, caption }: SidePriceButtonProps) {
  const cricketText = useCricketText();
  const { t } = useLingui();
  const lay = side === 'LAY';
  // The cache marks the back price's moves: the lay price shows no arrow.
  const backMove = usePriceMove(option);
  const move = lay ? null : backMove;
  const price = priceOn(option, side);
  const locked = market.status !== 'OPEN' || price === null;
  const odds = price === null ? '–' : formatOdds(price);
  const name = selectionLabel(cricketText(option.name), market.line);
  return (
    <button
      type="button"
      aria-pressed={picked}
      aria-label={lay ? t`Lay ${name} ${odds}` : `${name} ${odds}`}
      disabled={locked}
      onClick={() => onToggle(option, side)}
      data-testid={lay ? 'lay-price-button' : 'price-button'}
      data-side={side}
      className={cn(
        'flex w-full min-w-0 flex-col items-center justify-center rounded-md px-1 transition-colors',
        caption ? 'min-h-12' : 'min-h-11',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card focus-visible:outline-none',
        'disabled:cursor-not-allowed',
        locked ? 'bg-muted/40 text-muted-foreground' : sideColours(side, picked),
      )}
    >
      {caption && (
        <span className="w-full truncate text-center text-[11px] leading-4 font-semibold">{caption}</span>
      )}
      {market.status !== 'OPEN' ? (
        <span className="max-w-full truncate text-[11px] leading-5 font-bold text-amber-300">
          {market.closedReason !== null ? <Trans>Closed</Trans> : <Trans>Suspended</Trans>}
        </span>
      ) : price === null ? (
        <Lock className="size-4" aria-hidden="true" />
      ) : (
        <MovingOdds odds={odds} move={move} className={moveColour(move, 'dark')} />
      )}
    </button>
  );
}

/** The field's colours: Back blue, Lay pink; a picked price deeper, and ringed in the accent. */
function sideColours(side: BetSide, picked: boolean) {
  const colours =
    side === 'LAY'
      ? picked
        ? 'bg-pink-400 text-pink-950'
        : 'bg-pink-300 text-pink-950 hover:bg-pink-200'
      : picked
        ? 'bg-sky-400 text-sky-950'
        : 'bg-sky-300 text-sky-950 hover:bg-sky-200';
  return picked ? `${colours} ring-2 ring-accent ring-offset-2 ring-offset-card` : colours;
}

/** A price with an arrow for a moment after it moves. */
function MovingOdds({ odds, move, className }: { odds: string; move: PriceMove; className?: string }) {
  return (
    <span
      data-testid="odds"
      data-move={move ?? undefined}
      className={cn(
        'inline-flex items-center gap-0.5 text-base leading-tight font-extrabold tabular-nums',
        className,
      )}
    >
      {move === 'up' && <ArrowUp className="size-3.5" aria-hidden="true" />}
      {move === 'down' && <ArrowDown className="size-3.5" aria-hidden="true" />}
      {odds}
    </span>
  );
}

/** A moved price's colour: light on the dark buttons, dark on the blue and pink ones. */
function moveColour(move: PriceMove, on: 'light' | 'dark') {
  if (move === 'up') return on === 'light' ? 'text-green-300' : 'text-green-800';
  if (move === 'down') return on === 'light' ? 'text-red-300' : 'text-red-800';
  return undefined;
}
