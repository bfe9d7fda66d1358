import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Ticket } from 'lucide-react';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { RequireUser, SignInPrompt } from '@/lib/signed-in';
import { usePageTitle } from '@/lib/title';
import type { BetsTab } from '../api/get-my-bets';
import { BetHistory } from '../components/bet-history';

export function MyBetsPage() {
  const { t } = useLingui();
  usePageTitle(t`My Bets`);
  const [tab, setTab] = useState<BetsTab>('active');
  return (
    <PageContainer>
      <PageHeader
        title={t`My Bets`}
        subtitle={t`Track your active and settled bets in one place.`}
        icon={<Ticket />}
      />
      <RequireUser
        fallback={
          <SignInPrompt
            title={t`Please login to view your bets`}
            description={t`Sign in to see your active bets, settled results and payouts.`}
          />
        }
      >
        {() => (
          <Tabs value={tab} onValueChange={(value) => setTab(value as BetsTab)}>
            <TabsList className="w-full sm:w-fit">
              <TabsTrigger value="active">
                <Trans>Active Bets</Trans>
              </TabsTrigger>
              <TabsTrigger value="settled">
                <Trans>Settled Bets</Trans>
              </TabsTrigger>
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
