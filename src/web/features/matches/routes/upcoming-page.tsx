import { CalendarClock } from 'lucide-react';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/lib/title';

export function UpcomingPage() {
  usePageTitle('Upcoming Matches');
  return (
    <PageContainer>
      <PageHeader
        title="Upcoming Matches"
        subtitle="Place your bets on upcoming IPL matches and be ready for the action!"
        icon={<CalendarClock />}
      />
    </PageContainer>
  );
}
