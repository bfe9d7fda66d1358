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

const TOPICS: { title: string; icon: LucideIcon; points: string[] }[] = [
  {
    title: 'Payments',
    icon: CreditCard,
    points: [
      `Minimum withdrawal ${formatRupees(MIN_WITHDRAWAL_RUPEES)}`,
      'UPI and bank transfer (IMPS)',
      'Processed within 24 hours',
    ],
  },
  {
    title: 'Account',
    icon: UserRound,
    points: [
      'Sign up with your email address',
      'One account per person, 18+ only',
      'Balance shown in the header',
    ],
  },
  {
    title: 'Betting Rules',
    icon: Scale,
    points: [
      `Minimum bet ${formatRupees(MIN_BET_RUPEES)}`,
      'Odds confirmed when your bet is accepted',
      'Settled on the official result',
      'Sessions settle on the ball that decides them',
      'Cash out a pending bet, in full or in part, at the live price',
    ],
  },
];

export function HelpSupportPage() {
  usePageTitle('Help & Support');
  return (
    <PageContainer className="max-w-5xl">
      <BackToHomeLink />
      <header className="mt-6 mb-8">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Help &amp; Support</h1>
        <p className="mt-2 text-muted-foreground">
          Answers to the most common questions about payments, your account and our betting rules.
        </p>
      </header>

      <ul className="grid gap-4 sm:grid-cols-3">
        {TOPICS.map(({ title, icon: Icon, points }) => (
          <li key={title}>
            <Card className="h-full p-5">
              <span className="flex size-11 items-center justify-center rounded-xl bg-primary/15 text-indigo-300 ring-1 ring-primary/30">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h2 className="mt-3 text-lg font-bold">{title}</h2>
              <ul className="mt-2 grid gap-1.5 text-sm text-muted-foreground">
                {points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <span className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" aria-hidden="true" />
                    {point}
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
          Frequently Asked Questions
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
              Still need help?
            </h2>
            <p className="mt-1 text-sm text-indigo-100/80">
              Our support team is available every day in our support channel and usually replies within
              minutes.
            </p>
          </div>
        </div>
        <Button asChild variant="accent" size="lg">
          <a href={SUPPORT_CHAT_URL} target="_blank" rel="noopener noreferrer">
            Chat with Support
            <ExternalLink aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </Button>
      </section>
    </PageContainer>
  );
}
