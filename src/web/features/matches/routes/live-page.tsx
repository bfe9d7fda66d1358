import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, Radio } from 'lucide-react';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/lib/title';
import { useMatches } from '../api/use-matches';
import { LoadError, StatusPanel } from '@/components/status-panel';
import { OfflinePanel } from '@/components/offline-state';
import { MatchBoard } from '../components/match-board';
import { MatchCard } from '../components/match-card';

export function LivePage() {
  const { t } = useLingui();
  usePageTitle(t`Live Matches`);
  const { data, isPending, isPaused, isError, refetch, isRefetching } = useMatches('LIVE');

  return (
    <PageContainer>
      <PageHeader
        title={t`Live Matches`}
        subtitle={t`Follow the action ball by ball and bet while the match is on.`}
        icon={<Radio />}
        actions={
          <Button asChild variant="outline">
            <Link to="/upcoming">
              <CalendarClock aria-hidden="true" />
              <Trans>Upcoming Matches</Trans>
            </Link>
          </Button>
        }
      />
      {isPending && isPaused ? (
        <OfflinePanel what={t`Live matches and their odds`} />
      ) : isPending ? (
        <PageSpinner label={t`Loading live matches`} />
      ) : isError ? (
        <LoadError
          title={t`Could not load live matches`}
          text={t`Failed to load live matches. Please try again later.`}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : data.matches.length === 0 ? (
        <StatusPanel
          icon={<Radio aria-hidden="true" />}
          title={t`No Live Matches`}
          text={t`There are no live matches at the moment. Please check back later or view upcoming matches.`}
          action={
            <Button asChild>
              <Link to="/upcoming">
                <Trans>View Upcoming Matches</Trans>
              </Link>
            </Button>
          }
        />
      ) : (
        <MatchBoard matches={data.matches}>
          <ul className="grid grid-cols-1 gap-3 sm:gap-5" aria-label={t`Live matches`}>
            {data.matches.map((match) => (
              <li key={match.id}>
                <MatchCard match={match} className="h-full" headingLevel={2} />
              </li>
            ))}
          </ul>
        </MatchBoard>
      )}
    </PageContainer>
  );
}
