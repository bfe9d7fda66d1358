import { Link } from 'react-router';
import { CalendarClock, Radio } from 'lucide-react';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/lib/title';
import { useMatches } from '../api/use-matches';
import { LoadError, StatusPanel } from '@/components/status-panel';
import { OfflinePanel } from '@/components/offline-state';
import { MatchCard } from '../components/match-card';

export function LivePage() {
  usePageTitle('Live Matches');
  const { data, isPending, isPaused, isError, refetch, isRefetching } = useMatches('LIVE');

  return (
    <PageContainer>
      <PageHeader
        title="Live Matches"
        subtitle="Follow the action ball by ball and bet while the match is on."
        icon={<Radio />}
        actions={
          <Button asChild variant="outline">
            <Link to="/upcoming">
              <CalendarClock aria-hidden="true" />
              Upcoming Matches
            </Link>
          </Button>
        }
      />
      {isPending && isPaused ? (
        <OfflinePanel what="Live matches and their odds" />
      ) : isPending ? (
        <PageSpinner label="Loading live matches" />
      ) : isError ? (
        <LoadError
          title="Could not load live matches"
          text="Failed to load live matches. Please try again later."
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : data.matches.length === 0 ? (
        <StatusPanel
          icon={<Radio aria-hidden="true" />}
          title="No Live Matches"
          text="There are no live matches at the moment. Please check back later or view upcoming matches."
          action={
            <Button asChild>
              <Link to="/upcoming">View Upcoming Matches</Link>
            </Button>
          }
        />
      ) : (
        <ul className="grid grid-cols-1 gap-5 xl:grid-cols-2" aria-label="Live matches">
          {data.matches.map((match) => (
            <li key={match.id}>
              <MatchCard match={match} className="h-full" headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
