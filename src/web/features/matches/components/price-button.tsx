import { Trans } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Lock } from 'lucide-react';
import { formatOdds } from '@shared/money';
import { selectionLabel } from '@shared/selection-label';
import { cn } from '@/lib/cn';
import { useCricketText } from '@/lib/i18n/use-cricket-text';
import type { LiveMarket, LiveMatch, LiveOption } from '@/lib/live-odds';
import { usePriceMove } from './use-price-move';

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
        <span
          data-testid="odds"
          data-move={move ?? undefined}
          className={cn(
            'inline-flex items-center gap-0.5 text-base leading-tight font-extrabold tabular-nums',
            !picked && move === 'up' && 'text-green-300',
            !picked && move === 'down' && 'text-red-300',
          )}
        >
          {move === 'up' && <ArrowUp className="size-3.5" aria-hidden="true" />}
          {move === 'down' && <ArrowDown className="size-3.5" aria-hidden="true" />}
          {odds}
        </span>
      )}
    </button>
  );
}
