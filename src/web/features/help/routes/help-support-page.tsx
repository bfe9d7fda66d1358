import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CreditCard, ExternalLink, MessageCircle, Scale, UserRound, type LucideIcon } from 'lucide-react';
import { MIN_BET_RUPEES, MIN_WITHDRAWAL_RUPEES, SUPPORT_CHAT_URL } from '@shared/constants';
import { formatRupees } from '@shared/money';
import { BackToHomeLink } from '@/components/back-to-home-link';
import { PageContainer } from '@/components/page-container';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { usePageTitle } from '@/lib/title';
import { FaqList } from '../components/faq-list';
import { CashOutRules } from '../components/cash-out-rules';
import { SessionRules } from '../components/session-rules';

const minWithdrawal = formatRupees(MIN_WITHDRAWAL_RUPEES);
const minBet = formatRupees(MIN_BET_RUPEES);

const TOPICS: { title: MessageDescriptor; icon: LucideIcon; points: MessageDescriptor[] }[] = [
  {
    title: msg`Payments`,
    icon: CreditCard,
    points: [
      msg`Minimum withdrawal ${minWithdrawal}`,
      msg`UPI and bank transfer (IMPS)`,
      msg`Processed within 24 hours`,
    ],
  },
  {
    title: msg`Account`,
    icon: UserRound,
    points: [
      msg`Sign up with your email address`,
      msg`One account per person, 18+ only`,
      msg`Balance shown in the header`,
    ],
  },
  {
    title: msg`Betting Rules`,
    icon: Scale,
    points: [
      msg`Minimum bet ${minBet}`,
      msg`Odds confirmed when your bet is accepted`,
      msg`Settled on the official result`,
      msg`Sessions settle on the ball that decides them`,
      msg`Cash out a pending bet, in full or in part, at the live price`,
    ],
  },
];

export function HelpSupportPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Help & Support`);
  return (
    <PageContainer width="max-w-5xl">
      <BackToHomeLink />
      <header className="mt-6 mb-8">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          <Trans>Help &amp; Support</Trans>
        </h1>
        <p className="mt-2 text-muted-foreground">
          <Trans>
            Answers to the most common questions about payments, your account and our betting rules.
          </Trans>
        </p>
      </header>

      <ul className="grid gap-4 sm:grid-cols-3">
        {TOPICS.map(({ title, icon: Icon, points }) => (
          <li key={title.id}>
            <Card className="h-full p-5">
              <span className="flex size-11 items-center justify-center rounded-xl bg-primary/15 text-indigo-300 ring-1 ring-primary/30">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h2 className="mt-3 text-lg font-bold">{i18n._(title)}</h2>
              <ul className="mt-2 grid gap-1.5 text-sm text-muted-foreground">
                {points.map((point) => (
                  <li key={point.id} className="flex gap-2">
                    <span className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" aria-hidden="true" />
                    {i18n._(point)}
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </ul>

      <SessionRules />

      <CashOutRules />

      <section aria-labelledby="faq-title" className="mt-12">
        <h2 id="faq-title" className="mb-4 text-2xl font-bold tracking-tight">
          <Trans>Frequently Asked Questions</Trans>
        </h2>
        <FaqList />
      </section>

      <section
        aria-labelledby="contact-title"
        className="mt-12 flex flex-col items-start gap-5 rounded-2xl border border-white/10 bg-gradient-to-br from-indigo-700/60 via-brand-800 to-brand-950 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <div className="flex items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent ring-1 ring-accent/30">
            <MessageCircle className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h2 id="contact-title" className="text-xl font-bold">
              <Trans>Still need help?</Trans>
            </h2>
            <p className="mt-1 text-sm text-indigo-100/80">
              <Trans>
                Our support team is available every day in our support channel and usually replies within
                minutes.
              </Trans>
            </p>
          </div>
        </div>
        <Button asChild variant="accent" size="lg">
          <a href={SUPPORT_CHAT_URL} target="_blank" rel="noopener noreferrer">
            <Trans>Chat with Support</Trans>
            <ExternalLink aria-hidden="true" />
            <span className="sr-only">
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        </Button>
      </section>
    </PageContainer>
  );
}
