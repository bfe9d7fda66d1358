import { memo, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, ChevronDown, MapPin } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useCricketText } from '@/lib/i18n/use-cricket-text';
import type { LiveMatch } from '@/lib/live-odds';
import { matchDateLabel } from '../lib/date-label';
import { displayMarkets } from '../lib/display-markets';
import { isSession } from '../lib/session-markets';
import { formatScore } from '../lib/format';
import { useMatchBetsSlot } from './match-bets-slot';
import { useOpenMatch } from './match-board';
import { MarketPrices } from './market-prices';
import { MarketTabs } from './market-tabs';
import { TeamLogo } from './team-logo';

type Side = 'home' | 'away';

/** One line per team: logo, short name (the full name from 640 px) and, live, its score. */
function TeamRow({ match, side, live }: { match: LiveMatch; side: Side; live: boolean }) {
  const cricketText = useCricketText();
  const team = side === 'home' ? match.homeTeam : match.awayTeam;
  const score = side === 'home' ? match.homeScore : match.awayScore;
  const batted = score.overs > 0 || score.runs > 0;
  return (
    <div className="flex min-w-0 items-center gap-2.5" data-testid={`team-${side}`}>
      <TeamLogo team={team} className="size-7 sm:size-9" />
      <p className="min-w-0 flex-1 truncate">
        <span className="font-bold sm:hidden">{team.shortName}</span>
        <span className="ml-2 text-xs text-muted-foreground sm:hidden">{cricketText(team.name)}</span>
        <span className="hidden font-bold sm:inline sm:text-lg">{cricketText(team.name)}</span>
      </p>
      {live && (
        <p
          data-testid={`score-${side}`}
          className={cn(
            'shrink-0 font-extrabold tabular-nums sm:text-lg',
            batted ? 'text-foreground' : 'text-sm text-muted-foreground',
          )}
        >
          {batted ? formatScore(score) : <Trans>Yet to bat</Trans>}
        </p>
      )}
    </div>
  );
}

/**
 * The card's top line: Live and the over being bowled, or Upcoming and the start; the ground from 640 px,
 * cut short before the start is.
 */
function MatchStatusBar({ match, live }: { match: LiveMatch; live: boolean }) {
  const cricketText = useCricketText();
  const { t } = useLingui();
  const over = match.currentOver.toFixed(1);
  return (
    <div className="flex min-w-0 flex-1 items-center gap-x-3">
      {live ? (
        <Badge variant="live" className="uppercase">
          <span className="relative flex size-1.5" aria-hidden="true">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-white opacity-75" />
            <span className="relative inline-flex size-1.5 rounded-full bg-white" />
          </span>
          <Trans>Live</Trans>
        </Badge>
      ) : (
        <Badge variant="secondary" className="bg-indigo-500/20 text-indigo-200 uppercase">
          <Trans>Upcoming</Trans>
        </Badge>
      )}
      {live ? (
        <p
          className="shrink-0 text-xs font-semibold whitespace-nowrap text-red-200 tabular-nums sm:text-sm"
          data-testid="current-over"
        >
          {t`Over ${over}`}
        </p>
      ) : (
        <p className="inline-flex min-w-0 items-center gap-1.5 text-xs font-semibold text-indigo-100 @md:shrink-0 @md:text-sm">
          <CalendarClock className="size-3.5 shrink-0 text-indigo-300" aria-hidden="true" />
          <time dateTime={match.date} className="truncate">
            {matchDateLabel(match.date)}
          </time>
        </p>
      )}
      {match.venue && (
        <p className="hidden min-w-0 items-center gap-1 text-xs text-muted-foreground @xl:inline-flex">
          <MapPin className="size-3 shrink-0" aria-hidden="true" />
          <span className="truncate">{cricketText(match.venue)}</span>
        </p>
      )}
    </div>
  );
}

/** The status line and 'All markets', which opens the match's markets (aria-controls: where they show). */
function CardTopBar({
  match,
  live,
  open,
  controls,
  onToggle,
}: {
  match: LiveMatch;
  live: boolean;
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <div
      className={cn(
        // A container: the card is as narrow in the desktop board's list as on a phone, so its status line
        // sizes itself by the card's width, not the screen's.
        '@container flex items-center gap-2 border-b border-border py-1 pr-1.5 pl-3 sm:py-1.5 sm:pl-4',
        live ? 'bg-gradient-to-r from-red-950/40 to-transparent' : 'bg-muted/30',
      )}
    >
      <MatchStatusBar match={match} live={live} />
      <button
        type="button"
        aria-expanded={open}
        aria-controls={controls}
        onClick={onToggle}
        className="inline-flex h-7 shrink-0 items-center gap-1 rounded-lg px-2 text-xs font-semibold text-indigo-200 transition-colors hover:bg-white/5 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <Trans>All markets</Trans>
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * A live or upcoming match on the board: status, teams (with scores when live), and its main market's
 * prices as buttons (one tap puts a pick on the slip). 'All markets' opens every market in tabs.
 * `headingLevel`: the card's (hidden) title level, one below the page's last visible heading.
 * Memoised: a live event or a refetch gives a new object only to the match that changed (the cache
 * shares the rest), so only that card renders again, not every card of the list.
 */
export const MatchCard = memo(function MatchCard({
  match,
  className,
  headingLevel = 3,
}: {
  match: LiveMatch;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const playerBets = useMatchBetsSlot();
  const cricketText = useCricketText();
  // On a board from 1024 px the markets open beside the list; otherwise here, under the card.
  const board = useOpenMatch();
  const [inlineOpen, setInlineOpen] = useState(false);
  const inlineId = useId();
  const open = board ? board.openId === match.id : inlineOpen;
  const toggle = () => (board ? board.open(open ? null : match.id) : setInlineOpen(!inlineOpen));
  const live = match.status === 'LIVE';
  const title = cricketText(`${match.homeTeam.name} vs ${match.awayTeam.name}`);
  const main = match.marketsError ? undefined : displayMarkets(match).find((m) => !isSession(m));
  return (
    <Card
      className={cn(
        // Skipped while off screen, with the height it will take in its place: on a phone an upcoming
        // card (teams side by side) is 153 px and a live one (with the score) 221; a guess off by more
        // moves what follows when it renders.
        'gap-0 overflow-hidden [contain-intrinsic-size:auto_200px] [content-visibility:auto]',
        live ? 'max-sm:[contain-intrinsic-size:auto_221px]' : 'max-sm:[contain-intrinsic-size:auto_153px]',
        live && 'border-red-500/25',
        className,
      )}
      aria-label={title}
      role="article"
      data-testid="match-card"
      data-match-id={match.id}
    >
      <CardTopBar
        match={match}
        live={live}
        open={open}
        controls={board ? board.panelId : inlineId}
        onToggle={toggle}
      />

      <div className="grid grid-cols-1 gap-3 p-3 sm:p-4">
        <Heading className="sr-only">{title}</Heading>
        {/* Upcoming (no scores to line up), a phone puts the two teams side by side. */}
        <div className={cn('grid gap-1.5', live ? 'grid-cols-1' : 'grid-cols-2 gap-x-3 sm:grid-cols-1')}>
          <TeamRow match={match} side="home" live={live} />
          <TeamRow match={match} side="away" live={live} />
        </div>
        {live && match.inningsStatus && (
          <p
            data-testid="innings-status"
            className="truncate rounded-lg bg-muted/50 px-3 py-1 text-xs text-indigo-100 sm:py-1.5 sm:text-sm"
          >
            {cricketText(match.inningsStatus)}
          </p>
        )}
        {playerBets?.(match.id)}
        {main && (board || !open) && (
          <section aria-label={cricketText(main.name)}>
            <MarketPrices
              match={match}
              market={main}
              short
              // Beside the list, a pick opens its match there, where its option card shows.
              onPick={board ? () => board.open(match.id) : undefined}
            />
          </section>
        )}
        {!board && (
          <div id={inlineId} hidden={!open}>
            {open && <MarketTabs match={match} />}
          </div>
        )}
      </div>
    </Card>
  );
});
