import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, CalendarClock } from 'lucide-react';
import { HOME_LIVE_PREVIEW, HOME_UPCOMING_PREVIEW } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { OfflinePanel } from '@/components/offline-state';
import { useMatches } from '../api/use-matches';
import { MatchCard } from './match-card';

function SectionHeading({
  id,
  icon,
  title,
  link,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  link?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
      <h2 id={id} className="flex items-center gap-2.5 text-xl font-extrabold tracking-tight sm:text-3xl">
        {icon}
        {title}
      </h2>
      {link}
    </div>
  );
}

function ViewAll({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild variant="link" className="h-auto px-0 text-xs font-semibold sm:text-sm">
      <Link to={to}>
        {children}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}

/** The first live match, only while matches are live. */
export function HomeLiveMatches() {
  const { t } = useLingui();
  const { data } = useMatches('LIVE', { limit: HOME_LIVE_PREVIEW });
  const matches = data?.matches ?? [];
  const total = data?.total ?? 0;
  if (matches.length === 0) return null;
  return (
    <section aria-labelledby="home-live-title" className="grid grid-cols-1 gap-3 sm:gap-5">
      <SectionHeading
        id="home-live-title"
        icon={
          <span className="relative flex size-3" aria-hidden="true">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-red-500 opacity-75" />
            <span className="relative inline-flex size-3 rounded-full bg-red-500" />
          </span>
        }
        title={t`Live Matches`}
        link={
          total > HOME_LIVE_PREVIEW && <ViewAll to="/live">{t`View All Live Matches (${total})`}</ViewAll>
        }
      />
      <div className="grid grid-cols-1 gap-3 sm:gap-5">
        {matches.slice(0, HOME_LIVE_PREVIEW).map((match) => (
          <MatchCard key={match.id} match={match} />
        ))}
      </div>
    </section>
  );
}

/** The next two upcoming matches. */
export function HomeUpcomingMatches() {
  const { t } = useLingui();
  const { data, isPending, isPaused, isError } = useMatches('UPCOMING', { limit: HOME_UPCOMING_PREVIEW });
  const matches = data?.matches ?? [];
  const total = data?.total ?? 0;
  return (
    <section aria-labelledby="home-upcoming-title" className="grid grid-cols-1 gap-3 sm:gap-5">
      <SectionHeading
        id="home-upcoming-title"
        icon={<CalendarClock className="size-6 text-indigo-300" aria-hidden="true" />}
        title={t`Upcoming Matches`}
        link={
          total > HOME_UPCOMING_PREVIEW && (
            <ViewAll to="/upcoming">{t`View All Upcoming Matches (${total})`}</ViewAll>
          )
        }
      />
      {isPending && isPaused ? (
        <OfflinePanel what={t`Live and upcoming matches and their odds`} />
      ) : isPending ? (
        <PageSpinner label={t`Loading upcoming matches`} className="min-h-32" />
      ) : isError ? (
        <p className="text-sm text-red-300" role="alert">
          <Trans>Failed to load upcoming matches. Please try again later.</Trans>
        </p>
      ) : matches.length === 0 ? (
        <p className="rounded-xl border border-border bg-card px-4 py-6 text-center text-sm text-muted-foreground">
          <Trans>There are no upcoming matches scheduled at the moment. Please check back later.</Trans>
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-3 sm:gap-5 xl:grid-cols-2">
          {matches.slice(0, HOME_UPCOMING_PREVIEW).map((match) => (
            <MatchCard key={match.id} match={match} />
          ))}
        </div>
      )}
    </section>
  );
}
