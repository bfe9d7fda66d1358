import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import { formatOdds } from '@shared/money';
import { selectionLabel } from '@shared/selection-label';
import { cn } from '@/lib/cn';
import { useCricketText } from '@/lib/i18n/use-cricket-text';
import type { LiveMarket, LiveMatch, LiveOption } from '@/lib/live-odds';
import { sessionsByInnings, sessionTitle } from '../lib/session-markets';
import { oddsLabel } from './odds-label';
import { BetDelayHint } from './bet-delay-hint';
import { OptionCard } from './option-card';
import { useOptionBookSlot } from './option-book-slot';
import { usePick } from './use-pick';
import { usePriceMove } from './use-price-move';

const INNINGS = [msg`1st Innings`, msg`2nd Innings`];

/** No (under the line) in rose and Yes (over it) in sky, side by side, as Indian session boards show them. */
function SideButton({
  option,
  picked,
  disabled,
  onPick,
}: {
  option: LiveOption;
  picked: boolean;
  disabled: boolean;
  onPick: () => void;
}) {
  const move = usePriceMove(option);
  const cricketText = useCricketText();
  const yes = option.name === 'Yes';
  const odds = formatOdds(option.odds);
  return (
    <button
      type="button"
      aria-pressed={picked}
      disabled={disabled}
      onClick={onPick}
      data-testid={`session-${option.name.toLowerCase()}`}
      className={cn(
        'flex min-h-11 items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm font-semibold ring-1 transition-colors',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60',
        yes ? 'text-sky-100' : 'text-rose-100',
        yes
          ? picked
            ? 'bg-sky-500/35 ring-sky-300'
            : 'bg-sky-500/15 ring-sky-400/40'
          : picked
            ? 'bg-rose-500/35 ring-rose-300'
            : 'bg-rose-500/15 ring-rose-400/40',
      )}
    >
      <span>{cricketText(option.name)}</span>
      <span
        className={cn(
          'text-base font-extrabold tabular-nums',
          move === 'up' && 'text-green-300',
          move === 'down' && 'text-red-300',
        )}
        aria-label={oddsLabel(odds, move)}
      >
        {odds}
      </span>
    </button>
  );
}

function SessionRow({ match, market }: { match: LiveMatch; market: LiveMarket }) {
  const { picked: pick, toggle } = usePick(match, market);
  const book = useOptionBookSlot();
  const cricketText = useCricketText();
  const closed = market.status !== 'OPEN';
  // Closed by the feed (decided, or its innings or match is over), not suspended for a ball.
  const closedByFeed = market.closedReason !== null;
  const decided = market.closedReason === 'DECIDED';
  const sides = ['No', 'Yes']
    .map((name) => market.options.find((o) => o.name === name))
    .filter((o): o is LiveOption => o !== undefined);
  // A suspension lasts a ball or two: the side picked and its card stay (disabled) until it reopens.
  // Sessions are backed only: No and Yes are its two sides.
  const picked = closedByFeed ? undefined : market.options.find((o) => o.id === pick?.optionId);
  return (
    <li className="grid gap-2 rounded-xl border border-border bg-brand-950/50 p-3" data-testid="session">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold tabular-nums">{sessionTitle(market, cricketText)}</p>
        {closed && (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-lg bg-amber-500/15 px-2 py-1 text-xs font-bold text-amber-300 ring-1 ring-amber-500/30">
            <Lock className="size-3" aria-hidden="true" />
            {closedByFeed ? <Trans>Closed</Trans> : <Trans>Suspended</Trans>}
          </span>
        )}
      </div>
      {decided && (
        <p className="text-xs text-muted-foreground">
          <Trans>All but decided: closed to new bets until it settles.</Trans>
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        {sides.map((option) => (
          // The player's book per outcome, under its side: what Yes and No each leave them.
          <div key={option.id} className="grid content-start gap-1">
            <SideButton
              option={option}
              picked={option.id === picked?.id}
              disabled={closed}
              onPick={() => toggle(option, 'BACK')}
            />
            {book?.({
              matchId: match.id,
              marketId: market.id,
              optionId: option.id,
              name: selectionLabel(cricketText(option.name), market.line),
            })}
          </div>
        ))}
      </div>
      {picked && (
        <ul>
          <OptionCard match={match} market={market} option={picked} />
        </ul>
      )}
    </li>
  );
}

/**
 * The Sessions tab: each innings' sessions by over, each a line with No and Yes side by side. A tap on a
 * side puts it on the slip (or takes it off) and opens its option card (stake, quick-add, win preview)
 * under the line.
 */
export function SessionsPanel({ match, markets }: { match: LiveMatch; markets: LiveMarket[] }) {
  const { _ } = useLinguiRuntime();
  return (
    <div className="grid gap-4">
      {sessionsByInnings(markets).map((group) => {
        const innings = _(INNINGS[group.innings - 1]!);
        return (
          <section key={group.innings} className="grid gap-2" aria-label={innings}>
            <div className="flex items-center justify-between gap-3">
              <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {innings}
              </h4>
              <BetDelayHint markets={group.markets} />
            </div>
            <ul className="grid grid-cols-1 gap-2 lg:grid-cols-2">
              {group.markets.map((market) => (
                <SessionRow key={market.id} match={match} market={market} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
