import { lazy, Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Clock, House, Wallet } from 'lucide-react';
import { formatRupees } from '@shared/money';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { RequireUser, SignInPrompt } from '@/lib/signed-in';
import { usePageTitle } from '@/lib/title';
import { TransactionHistory } from '../components/transaction-history';

/** The Withdraw tab (its form and zod) loads when the player reaches for it. */
export const loadWithdrawTab = () => import('../components/withdraw-tab');
const WithdrawTab = lazy(async () => ({ default: (await loadWithdrawTab()).WithdrawTab }));
const preloadWithdrawTab = () => void loadWithdrawTab().catch(() => {});

export function WalletPage() {
  const { t } = useLingui();
  usePageTitle(t`Wallet`);
  return (
    <PageContainer>
      <PageHeader
        title={t`Wallet`}
        subtitle={t`Your balance, withdrawals and transaction history.`}
        icon={<Wallet />}
      />
      <RequireUser
        fallback={
          <SignInPrompt
            title={t`Login Required`}
            description={t`Please log in to view your wallet balance and transactions.`}
            action={
              <Button asChild size="lg">
                <Link to="/">
                  <House aria-hidden="true" />
                  <Trans>Return to Home</Trans>
                </Link>
              </Button>
            }
          />
        }
      >
        {(me) => (
          <div className="grid gap-6">
            <BalanceCard balance={me.balance} />
            <Tabs defaultValue="deposit">
              <TabsList>
                <TabsTrigger value="deposit">
                  <Trans>Deposit</Trans>
                </TabsTrigger>
                <TabsTrigger
                  value="withdraw"
                  onPointerEnter={preloadWithdrawTab}
                  onFocus={preloadWithdrawTab}
                >
                  <Trans>Withdraw</Trans>
                </TabsTrigger>
              </TabsList>
              <TabsContent value="deposit">
                <Card className="grid place-items-center gap-2 px-6 py-10 text-center">
                  <Clock className="size-8 text-accent" aria-hidden="true" />
                  <h3 className="text-lg font-bold">
                    <Trans>Deposit Coming Soon</Trans>
                  </h3>
                  <p className="max-w-sm text-sm text-muted-foreground">
                    <Trans>Deposits are not available yet. Your demo balance is ready to use.</Trans>
                  </p>
                </Card>
              </TabsContent>
              <TabsContent value="withdraw" className="grid gap-6">
                <Suspense fallback={<PageSpinner label={t`Loading withdrawals`} />}>
                  <WithdrawTab balance={me.balance} />
                </Suspense>
              </TabsContent>
            </Tabs>
            <TransactionHistory />
          </div>
        )}
      </RequireUser>
    </PageContainer>
  );
}

function BalanceCard({ balance }: { balance: number }) {
  return (
    <section
      aria-labelledby="balance-title"
      className="relative overflow-hidden rounded-2xl border border-white/10 bg-gradient-to-br from-indigo-600 via-brand-800 to-brand-950 p-6 shadow-xl shadow-indigo-950/50 sm:p-8"
    >
      <div
        aria-hidden="true"
        className="absolute -top-16 -right-16 size-56 rounded-full bg-accent/20 blur-3xl"
      />
      <div className="relative flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="balance-title" className="flex items-center gap-2 text-sm font-medium text-indigo-100/90">
            <Wallet className="size-4 text-accent" aria-hidden="true" />
            <Trans>Available Balance</Trans>
          </h2>
          <p className="mt-2 text-4xl font-black tracking-tight text-white tabular-nums sm:text-5xl">
            {formatRupees(balance)}
          </p>
        </div>
        <p className="max-w-xs text-sm text-indigo-100/80">
          <Trans>
            Use your balance to bet on live and upcoming IPL matches. Winnings are credited here as soon as a
            match is settled.
          </Trans>
        </p>
      </div>
    </section>
  );
}
