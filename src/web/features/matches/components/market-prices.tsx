import { Trans, useLingui } from '@lingui/react/macro';
import type { BetSide } from '@shared/contracts/bets';
import { selectionLabel } from '@shared/selection-label';
import { cn } from '@/lib/cn';
import { useCricketText } from '@/lib/i18n/use-cricket-text';
import type { LiveMarket, LiveMatch, LiveOption } from '@/lib/live-odds';
import { useOptionBookSlot } from './option-book-slot';
import { OptionCard } from './option-card';
import { PriceButton, SidePriceButton } from './price-button';
import { usePick } from './use-pick';

type MarketPricesProps = {
  match: Pick<LiveMatch, 'id' | 'homeTeam' | 'awayTeam'>;
  market: LiveMarket;
  /** The board's compact row: teams by their short names. */
  short?: boolean;
  /** Besides the pick, what a tap does; given, the option card shows where that leads, not here. */
  onPick?: () => void;
};

/** A market the house lays: any of its options has a lay price (Match Winner, the toss). */
const hasLayPrices = (market: Pick<LiveMarket, 'options'>) =>
  market.options.some((option) => option.layOdds !== null);

/**
 * A market's prices: a row of price buttons, one per option (each option's own line goes under its
 * button), or, where the house lays it, an exchange panel (a row per option, with its Back and Lay
 * prices in columns). Under them the option card (stake, quick adds, Win, Add to slip) of the market's
 * pick on the slip, on its side.
 */
export function MarketPrices({ match, market, short = false, onPick }: MarketPricesProps) {
  const { picked, toggle } = usePick(match, market);
  const pickedOption = onPick ? undefined : market.options.find((o) => o.id === picked?.optionId);
  if (market.options.length === 0)
    return (
      <p className="rounded-lg bg-muted/60 px-3 py-3 text-center text-sm text-muted-foreground">
        <Trans>No betting options available for this market.</Trans>
      </p>
    );
  const onToggle = (option: LiveOption, side: BetSide) => {
    toggle(option, side);
    onPick?.();
  };
  const isPicked = (option: LiveOption, side: BetSide) =>
    picked?.optionId === option.id && picked.side === side;
  return (
    <div className="grid gap-2">
      {hasLayPrices(market) && short ? (
        <CompactExchangePrices match={match} market={market} short isPicked={isPicked} onToggle={onToggle} />
      ) : hasLayPrices(market) ? (
        <ExchangePrices match={match} market={market} short={short} isPicked={isPicked} onToggle={onToggle} />
      ) : (
        <BackPrices match={match} market={market} short={short} isPicked={isPicked} onToggle={onToggle} />
      )}
      {pickedOption && picked && (
        <ul>
          <OptionCard match={match} market={market} option={pickedOption} side={picked.side} />
        </ul>
      )}
    </div>
  );
}

type PricesProps = Pick<MarketPricesProps, 'match' | 'market'> & {
  short: boolean;
  isPicked: (option: LiveOption, side: BetSide) => boolean;
  onToggle: (option: LiveOption, side: BetSide) => void;
};

/** The player's book under an option: what they net if it wins. */
function OptionBookLine({
  match,
  market,
  option,
}: Pick<PricesProps, 'match' | 'market'> & { option: LiveOption }) {
  const book = useOptionBookSlot();
  const cricketText = useCricketText();
  return book?.({
    matchId: match.id,
    marketId: market.id,
    optionId: option.id,
    name: selectionLabel(cricketText(option.name), market.line),
  });
}

/** A market the house only backs: a row of price buttons, the book under each. */
function BackPrices({ match, market, short, isPicked, onToggle }: PricesProps) {
  return (
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
            picked={isPicked(option, 'BACK')}
            onToggle={(o) => onToggle(o, 'BACK')}
            short={short}
          />
          <OptionBookLine match={match} market={market} option={option} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The board card's row of a market the house lays, as tall as a row of single prices (a phone's first
 * screen shows three matches' prices): each option's Back and Lay side by side, each captioned with its
 * side and the team's short name ('Back MI', 'Lay MI'). The full panel, with column headings, is the
 * market's own (All markets).
 */
function CompactExchangePrices({ match, market, isPicked, onToggle }: PricesProps) {
  const { t } = useLingui();
  const cricketText = useCricketText();
  return (
    <ul
      className={cn('grid gap-2', market.options.length === 2 ? 'grid-cols-2' : 'grid-cols-3')}
      data-testid="market-prices"
    >
      {market.options.map((option) => {
        const team = [match.homeTeam, match.awayTeam].find((m) => m.name === option.name);
        const shown = team ? team.shortName : selectionLabel(cricketText(option.name), market.line);
        return (
          <li key={option.id} className="grid min-w-0 content-start gap-1">
            <div className="grid grid-cols-2 gap-1">
              {(['BACK', 'LAY'] as const).map((side) => (
                <SidePriceButton
                  key={side}
                  market={market}
                  option={option}
                  side={side}
                  picked={isPicked(option, side)}
                  onToggle={onToggle}
                  caption={side === 'LAY' ? t`Lay ${shown}` : t`Back ${shown}`}
                />
              ))}
            </div>
            <OptionBookLine match={match} market={market} option={option} />
          </li>
        );
      })}
    </ul>
  );
}

/** The exchange panel's columns: the option (and its book), then Back and Lay. */
const EXCHANGE_COLUMNS =
  'grid grid-cols-[minmax(0,1fr)_4.75rem_4.75rem] gap-x-1.5 sm:grid-cols-[minmax(0,1fr)_5.5rem_5.5rem]';

/**
 * A market the house lays, as exchange panels show it: Back (blue) and Lay (pink) column headings,
 * then a row per option with its name, its book and its two prices. A suspended or closed market locks
 * every price, each saying why.
 */
function ExchangePrices({ match, market, short, isPicked, onToggle }: PricesProps) {
  const cricketText = useCricketText();
  return (
    <div className="grid gap-1.5" data-testid="exchange-prices">
      <div className={cn(EXCHANGE_COLUMNS, 'items-end text-xs font-bold tracking-wide uppercase')}>
        <span className="min-w-0" />
        <span className="text-center text-sky-300">
          <Trans>Back</Trans>
        </span>
        <span className="text-center text-pink-300">
          <Trans>Lay</Trans>
        </span>
      </div>
      <ul className="grid gap-1.5" data-testid="market-prices">
        {market.options.map((option) => {
          const name = selectionLabel(cricketText(option.name), market.line);
          const team = [match.homeTeam, match.awayTeam].find((t) => t.name === option.name);
          return (
            <li key={option.id} className={cn(EXCHANGE_COLUMNS, 'items-center')}>
              <div className="grid min-w-0 gap-0.5">
                <p className="truncate text-sm font-semibold" title={name}>
                  {short && team ? (
                    <>
                      <span aria-hidden="true">{team.shortName}</span>
                      <span className="sr-only">{name}</span>
                    </>
                  ) : (
                    name
                  )}
                </p>
                <OptionBookLine match={match} market={market} option={option} />
              </div>
              <SidePriceButton
                market={market}
                option={option}
                side="BACK"
                picked={isPicked(option, 'BACK')}
                onToggle={onToggle}
              />
              <SidePriceButton
                market={market}
                option={option}
                side="LAY"
                picked={isPicked(option, 'LAY')}
                onToggle={onToggle}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
