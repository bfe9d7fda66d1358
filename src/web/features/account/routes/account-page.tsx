import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { Mail, Phone, Ticket, UserRound, Wallet } from 'lucide-react';
import type { Me } from '@shared/contracts/me';
import { formatMonthYear } from '@shared/format-date';
import { formatRupees } from '@shared/money';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RequireUser, SignInPrompt } from '@/lib/signed-in';
import { UserAvatar } from '@/components/user-avatar';
import { usePageTitle } from '@/lib/title';
import { useActiveLocale } from '@/lib/i18n/switch-locale';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ProfileForm } from '../components/profile-form';
import { PlayerRecord } from '../components/player-record';
import { RecentActivity } from '../components/recent-activity';
import { SecurityPanel } from '../components/security-panel';
import { PreferencesTab } from '../components/preferences-tab';

const TABS = ['profile', 'activity', 'security', 'preferences'] as const;

export function AccountPage() {
  const { t } = useLingui();
  usePageTitle(t`My Account`);
  const [searchParams] = useSearchParams();
  // ?tab=break (older links) opens the Preferences tab's break panel.
  const tab = searchParams.get('tab');
  const defaultTab = tab === 'break' ? 'preferences' : (TABS.find((t) => t === tab) ?? 'profile');
  return (
    <PageContainer>
      <PageHeader
        title={t`My Account`}
        subtitle={t`Your profile, balance and betting activity.`}
        icon={<UserRound />}
      />
      <RequireUser
        fallback={
          <SignInPrompt
            title={t`Please login to access your account`}
            description={t`Sign in to manage your profile, balance and preferences.`}
          />
        }
      >
        {(me) => (
          // minmax(0, 1fr): a wide child (the tab list, a long email) scrolls or truncates inside the
          // column instead of widening the page past a phone's screen.
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
            <AccountOverview me={me} />
            <PlayerRecord />
            <Tabs defaultValue={defaultTab}>
              <TabsList>
                <TabsTrigger value="profile">
                  <Trans>Profile</Trans>
                </TabsTrigger>
                <TabsTrigger value="activity">
                  <Trans>Recent Activity</Trans>
                </TabsTrigger>
                <TabsTrigger value="security">
                  <Trans>Security</Trans>
                </TabsTrigger>
                <TabsTrigger value="preferences">
                  <Trans>Preferences</Trans>
                </TabsTrigger>
              </TabsList>
              <TabsContent value="preferences">
                <PreferencesTab me={me} />
              </TabsContent>
              <TabsContent value="activity">
                <RecentActivity />
              </TabsContent>
              <TabsContent value="profile">
                <ProfileForm key={`${me.name}|${me.email}`} me={me} />
              </TabsContent>
              <TabsContent value="security">
                <SecurityPanel />
              </TabsContent>
            </Tabs>
          </div>
        )}
      </RequireUser>
    </PageContainer>
  );
}

/** Indian mobile numbers are stored as 10 digits; show them as '+91 98765 43210'. */
function formatPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}

function AccountOverview({ me }: { me: Me }) {
  const { t } = useLingui();
  const locale = useActiveLocale();
  const joined = new Date(me.createdAt);
  const since = Number.isNaN(joined.getTime()) ? null : formatMonthYear(joined, locale);
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-6 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="flex min-w-0 items-center gap-4">
          <UserAvatar name={me.name} className="size-16 text-xl" />
          <div className="min-w-0">
            <h2 className="truncate text-xl font-bold sm:text-2xl">{me.name}</h2>
            {since && (
              <p className="text-sm text-muted-foreground">
                <Trans>Member since {since}</Trans>
              </p>
            )}
          </div>
        </div>
        <div className="rounded-xl border border-accent/30 bg-accent/10 px-5 py-3 sm:text-right">
          <p className="text-xs font-medium tracking-wide text-amber-100/80 uppercase">
            <Trans>Balance</Trans>
          </p>
          <p className="text-2xl font-black text-amber-200 tabular-nums">{formatRupees(me.balance)}</p>
        </div>
      </div>
      <dl className="grid grid-cols-[minmax(0,1fr)] border-t border-border sm:grid-cols-2">
        <div className="flex min-w-0 items-center gap-3 border-b border-border p-5 sm:border-r sm:border-b-0 sm:px-8">
          <Phone className="size-5 shrink-0 text-indigo-300" aria-hidden="true" />
          <div className="min-w-0">
            <dt className="text-xs text-muted-foreground">
              <Trans>Phone</Trans>
            </dt>
            <dd className="font-medium tabular-nums">{formatPhone(me.phone)}</dd>
          </div>
        </div>
        <div className="flex min-w-0 items-center gap-3 p-5 sm:px-8">
          <Mail className="size-5 shrink-0 text-indigo-300" aria-hidden="true" />
          <div className="min-w-0">
            <dt className="text-xs text-muted-foreground">
              <Trans>Email</Trans>
            </dt>
            <dd className="truncate font-medium">{me.email || t`Not provided`}</dd>
          </div>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2 border-t border-border bg-muted/40 p-5 sm:px-8">
        <Button asChild variant="outline">
          <Link to="/my-bets">
            <Ticket aria-hidden="true" />
            <Trans>View My Bets</Trans>
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/wallet">
            <Wallet aria-hidden="true" />
            <Trans>Go to Wallet</Trans>
          </Link>
        </Button>
      </div>
    </Card>
  );
}
