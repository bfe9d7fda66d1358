import { useMemo, useState } from 'react';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, ChevronDown } from 'lucide-react';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { pluralCategory } from '@/lib/i18n/plural-category';
import { usePageTitle } from '@/lib/title';
import type { LiveMatch } from '@/lib/live-odds';
import { useMatches } from '../api/use-matches';
import { dayHeading, dayKey } from '../lib/date-label';
import { LoadError, StatusPanel } from '@/components/status-panel';
import { OfflinePanel } from '@/components/offline-state';
import { MatchBoard } from '../components/match-board';
import { MatchCard } from '../components/match-card';

/** Matches shown at first and added by each 'Show more'. */
const UPCOMING_PAGE_SIZE = 12;

/** Consecutive matches grouped by local calendar day, keeping order. */
function groupByDay(matches: LiveMatch[]) {
  const groups: { key: string; date: string; matches: LiveMatch[] }[] = [];
  for (const match of matches) {
    const key = dayKey(match.date);
    const last = groups.at(-1);
    if (last?.key === key) last.matches.push(match);
    else groups.push({ key, date: match.date, matches: [match] });
  }
  return groups;
}

/** One India calendar day's matches, under the day's heading and their count. */
function DayGroup({ date, matches }: { date: string; matches: LiveMatch[] }) {
  const { t, i18n } = useLingui();
  const heading = dayHeading(date);
  const count = matches.length;
  return (
    <section aria-label={heading} className="grid grid-cols-1 gap-2 sm:gap-4">
      <h2 className="flex items-center gap-3 text-sm font-bold tracking-wide text-indigo-200 uppercase">
        {heading}
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
        <span className="text-xs font-medium text-muted-foreground normal-case">
          {t`${select(pluralCategory(count, i18n.locale), { one: `${count} match`, other: `${count} matches` })}`}
        </span>
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:gap-5">
        {matches.map((match) => (
          <li key={match.id}>
            <MatchCard match={match} className="h-full" />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function UpcomingPage() {
  const { t } = useLingui();
  usePageTitle(t`Upcoming Matches`);
  const { data, isPending, isPaused, isError, refetch, isRefetching } = useMatches('UPCOMING');
  const [visible, setVisible] = useState(UPCOMING_PAGE_SIZE);
  const matches = data?.matches;
  const shownMatches = useMemo(() => matches?.slice(0, visible) ?? [], [matches, visible]);
  const groups = useMemo(() => groupByDay(shownMatches), [shownMatches]);
  const total = matches?.length ?? 0;
  const shown = Math.min(visible, total);

  return (
    <PageContainer className="pt-5">
      <PageHeader
        title={t`Upcoming Matches`}
        subtitle={
          <>
            <Trans>Place your bets on upcoming IPL matches and be ready for the action!</Trans>
            <span className="mt-1 block text-xs">
              <Trans>All times are India time (IST).</Trans>
            </span>
          </>
        }
        icon={<CalendarClock />}
      />
      {isPending && isPaused ? (
        <OfflinePanel what={t`Upcoming matches and their odds`} />
      ) : isPending ? (
        <div className="flex min-h-48 items-center justify-center gap-3 text-muted-foreground" role="status">
          <Spinner label={t`Loading`} className="size-6 text-indigo-300" />
          <span>
            <Trans>Loading upcoming matches...</Trans>
          </span>
        </div>
      ) : isError ? (
        <LoadError
          text={t`Failed to load upcoming matches. Please try again later.`}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : total === 0 ? (
        <StatusPanel
          icon={<CalendarClock aria-hidden="true" />}
          title={t`No Upcoming Matches`}
          text={t`There are no upcoming matches scheduled at the moment. Please check back later.`}
        />
      ) : (
        <MatchBoard matches={shownMatches}>
          <div className="grid grid-cols-1 gap-8">
            {groups.map((group) => (
              <DayGroup key={group.key} date={group.date} matches={group.matches} />
            ))}
            {visible < total && (
              <div className="flex flex-col items-center gap-2">
                <Button variant="outline" size="lg" onClick={() => setVisible((v) => v + UPCOMING_PAGE_SIZE)}>
                  <ChevronDown aria-hidden="true" />
                  <Trans>Show more</Trans>
                </Button>
                <p className="text-xs text-muted-foreground">
                  <Trans>
                    Showing {shown} of {total} matches
                  </Trans>
                </p>
              </div>
            )}
          </div>
        </MatchBoard>
      )}
    </PageContainer>
  );
}
