import { useState } from 'react';
import { Ticket } from 'lucide-react';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { RequireUser, SignInPrompt } from '@/lib/session';
import { usePageTitle } from '@/lib/title';
import type { BetsTab } from '../api/get-my-bets';
import { BetHistory } from '../components/bet-history';

export function MyBetsPage() {
  usePageTitle('My Bets');
  const [tab, setTab] = useState<BetsTab>('active');
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
        {() => (
          <Tabs value={tab} onValueChange={(value) => setTab(value as BetsTab)}>
            <TabsList className="w-full sm:w-fit">
              <TabsTrigger value="active">Active Bets</TabsTrigger>
              <TabsTrigger value="settled">Settled Bets</TabsTrigger>
            </TabsList>
            <TabsContent value="active">
              <BetHistory status="active" />
            </TabsContent>
            <TabsContent value="settled">
              <BetHistory status="settled" />
            </TabsContent>
          </Tabs>
        )}
      </RequireUser>
    </PageContainer>
  );
}
