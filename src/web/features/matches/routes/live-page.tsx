import { Link } from 'react-router';
import { CalendarClock, Radio } from 'lucide-react';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/title';

export function LivePage() {
  usePageTitle('Live Matches');
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
    </PageContainer>
  );
}
