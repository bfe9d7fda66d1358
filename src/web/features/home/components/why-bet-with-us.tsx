import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { ShieldCheck, Wallet, Zap, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';

const REASONS: { title: MessageDescriptor; text: MessageDescriptor; icon: LucideIcon; tone: string }[] = [
  {
    title: msg`Live Betting`,
    text: msg`Bet ball by ball while the match unfolds, with odds that move with every run, wicket and over.`,
    icon: Zap,
    tone: 'bg-red-500/15 text-red-300 ring-red-500/30',
  },
  {
    title: msg`Fast Deposit`,
    text: msg`Fund your wallet in seconds and get straight into the action before the first ball is bowled.`,
    icon: Wallet,
    tone: 'bg-amber-500/15 text-amber-300 ring-amber-500/30',
  },
  {
    title: msg`Safe Withdrawals`,
    text: msg`Cash out to UPI or your bank account. Every request is processed within 24 hours, securely.`,
    icon: ShieldCheck,
    tone: 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/30',
  },
];

export function WhyBetWithUs() {
  const { _ } = useLingui();
  return (
    <section aria-labelledby="why-title" className="grid gap-6">
      <div className="text-center">
        <h2 id="why-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          <Trans>Why Bet With Us</Trans>
        </h2>
        <p className="mt-2 text-muted-foreground">
          <Trans>Built for cricket fans who want every match to count.</Trans>
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {REASONS.map(({ title, text, icon: Icon, tone }) => (
          <li key={title.id}>
            <Card className="h-full p-6 transition-colors hover:border-indigo-400/40">
              <span className={`flex size-12 items-center justify-center rounded-xl ring-1 ${tone}`}>
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-bold">{_(title)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{_(text)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
