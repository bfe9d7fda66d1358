import { memo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, MapPin } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useCricketText } from '@/lib/i18n/use-cricket-text';
import type { LiveMatch } from '@/lib/live-odds';
import { matchDateLabel } from '../lib/date-label';
import { formatScore } from '../lib/format';
import { useMatchBetsSlot } from './match-bets-slot';
import { MarketTabs } from './market-tabs';
import { TeamLogo } from './team-logo';

type Side = 'home' | 'away';

function TeamRow({ match, side, live }: { match: LiveMatch; side: Side; live: boolean }) {
  const cricketText = useCricketText();
  const team = side === 'home' ? match.homeTeam : match.awayTeam;
  const score = side === 'home' ? match.homeScore : match.awayScore;
  const batted = score.overs > 0 || score.runs > 0;
  return (
    <div className="flex items-center gap-3" data-testid={`team-${side}`}>
      <TeamLogo team={team} className="size-10 sm:size-12" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-bold sm:text-lg">
          <span className="sm:hidden">{team.shortName}</span>
          <span className="hidden sm:inline">{cricketText(team.name)}</span>
        </p>
        {!live && <p className="text-xs text-muted-foreground sm:hidden">{cricketText(team.name)}</p>}
      </div>
      {live && (
        <p
          data-testid={`score-${side}`}
          className={cn(
            'shrink-0 text-lg font-extrabold tabular-nums sm:text-xl',
            batted ? 'text-foreground' : 'text-muted-foreground',
          )}
        >
          {batted ? formatScore(score) : <Trans>Yet to bat</Trans>}
        </p>
      )}
    </div>
  );
}

/** The card's top line: Live and the over being bowled, or Upcoming and the start; then the ground. */
function MatchStatusBar({ match, live }: { match: LiveMatch; live: boolean }) {
  const cricketText = useCricketText();
  const { t } = useLingui();
  const over = match.currentOver.toFixed(1);
  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1.5 border-b border-border px-4 py-3 sm:px-5',
        live ? 'bg-gradient-to-r from-red-950/40 to-transparent' : 'bg-muted/30',
      )}
    >
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
        <p className="text-xs font-semibold text-red-200 tabular-nums sm:text-sm" data-testid="current-over">
          {t`Over ${over}`}
        </p>
      ) : (
        <p className="inline-flex items-center gap-1.5 text-xs font-semibold text-indigo-100 sm:text-sm">
          <CalendarClock className="size-3.5 text-indigo-300" aria-hidden="true" />
          <time dateTime={match.date}>{matchDateLabel(match.date)}</time>
        </p>
      )}
      {match.venue && (
        <p className="inline-flex min-w-0 items-center gap-1 text-xs text-muted-foreground sm:ml-auto">
          <MapPin className="size-3 shrink-0" aria-hidden="true" />
          <span className="truncate">{cricketText(match.venue)}</span>
        </p>
      )}
    </div>
  );
}

/**
 * A live or upcoming match: status, teams (with scores when live) and its market tabs.
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
  const live = match.status === 'LIVE';
  const title = cricketText(`${match.homeTeam.name} vs ${match.awayTeam.name}`);
  return (
    <Card
      className={cn(
        'overflow-hidden [contain-intrinsic-size:auto_520px] [content-visibility:auto]',
        live && 'border-red-500/25',
        className,
      )}
      aria-label={title}
      role="article"
      data-testid="match-card"
      data-match-id={match.id}
    >
      <MatchStatusBar match={match} live={live} />

      <div className="grid grid-cols-1 gap-4 p-4 sm:p-5">
        <Heading className="sr-only">{title}</Heading>
        <div className="grid grid-cols-1 gap-3">
          <TeamRow match={match} side="home" live={live} />
          <TeamRow match={match} side="away" live={live} />
        </div>
        {live && match.inningsStatus && (
          <p
            data-testid="innings-status"
            className="rounded-lg bg-muted/50 px-3 py-2 text-xs text-indigo-100 sm:text-sm"
          >
            {cricketText(match.inningsStatus)}
          </p>
        )}
        {playerBets?.(match.id)}
        <MarketTabs match={match} />
      </div>
    </Card>
  );
});
