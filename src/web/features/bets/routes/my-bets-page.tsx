import { Ticket } from 'lucide-react';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { RequireUser, SignInPrompt } from '@/features/auth';
import { usePageTitle } from '@/lib/title';

export function MyBetsPage() {
  usePageTitle('My Bets');
  return (
    <PageContainer>
      <PageHeader
        title="My Bets"
        subtitle="Track your active and settled bets in one place."
        icon={<Ticket />}
      />
      <RequireUser
        fallback={
          <SignInPrompt
            title="Please login to view your bets"
            description="Sign in to see your active bets, settled results and payouts."
          />
        }
      >
        {() => null}
      </RequireUser>
    </PageContainer>
  );
}
