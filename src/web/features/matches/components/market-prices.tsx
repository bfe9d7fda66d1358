import { Trans } from '@lingui/react/macro';
import { selectionLabel } from '@shared/selection-label';
import { cn } from '@/lib/cn';
import { useCricketText } from '@/lib/i18n/use-cricket-text';
import type { LiveMarket, LiveMatch } from '@/lib/live-odds';
import { useOptionBookSlot } from './option-book-slot';
import { OptionCard } from './option-card';
import { PriceButton } from './price-button';
import { usePick } from './use-pick';

type MarketPricesProps = {
  match: Pick<LiveMatch, 'id' | 'homeTeam' | 'awayTeam'>;
  market: LiveMarket;
  /** The board's compact row: teams by their short names. */
  short?: boolean;
  /** Besides the pick, what a tap does; given, the option card shows where that leads, not here. */
  onPick?: () => void;
};

/**
 * A market as a row of price buttons, one per option (each option's own line goes under its button),
 * and under the row the option card (stake, quick adds, Win, Add to slip) of the option picked on the slip.
 */
export function MarketPrices({ match, market, short = false, onPick }: MarketPricesProps) {
  const { pickedId, toggle } = usePick(match, market);
  const book = useOptionBookSlot();
  const cricketText = useCricketText();
  const picked = onPick ? undefined : market.options.find((o) => o.id === pickedId);
  if (market.options.length === 0)
    return (
      <p className="rounded-lg bg-muted/60 px-3 py-3 text-center text-sm text-muted-foreground">
        <Trans>No betting options available for this market.</Trans>
      </p>
    );
  return (
    <div className="grid gap-2">
      <ul
        className={cn('grid gap-2', market.options.length === 2 ? 'grid-cols-2' : 'grid-cols-3')}
        data-testid="market-prices"
      >
        {market.options.map((option) => (
          <li key={option.id} className="grid min-w-0 content-start gap-1">
            <PriceButton
              match={match}
              market={market}
              option={option}
              picked={option.id === pickedId}
              onToggle={(option) => {
                toggle(option);
                onPick?.();
              }}
              short={short}
            />
            {/* The player's book: what they net if this option wins. */}
            {book?.({
              matchId: match.id,
              marketId: market.id,
              optionId: option.id,
              name: selectionLabel(cricketText(option.name), market.line),
            })}
          </li>
        ))}
      </ul>
      {picked && (
        <ul>
          <OptionCard match={match} market={market} option={picked} />
        </ul>
      )}
    </div>
  );
}
