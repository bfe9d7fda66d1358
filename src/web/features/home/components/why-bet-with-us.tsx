import { ShieldCheck, Wallet, Zap, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';

const REASONS: { title: string; text: string; icon: LucideIcon; tone: string }[] = [
  {
    title: 'Live Betting',
    text: 'Bet ball by ball while the match unfolds, with odds that move with every run, wicket and over.',
    icon: Zap,
    tone: 'bg-red-500/15 text-red-300 ring-red-500/30',
  },
  {
    title: 'Fast Deposit',
    text: 'Fund your wallet in seconds and get straight into the action before the first ball is bowled.',
    icon: Wallet,
    tone: 'bg-amber-500/15 text-amber-300 ring-amber-500/30',
  },
  {
    title: 'Safe Withdrawals',
    text: 'Cash out to UPI or your bank account. Every request is processed within 24 hours, securely.',
    icon: ShieldCheck,
    tone: 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/30',
  },
];

export function WhyBetWithUs() {
  return (
    <section aria-labelledby="why-title" className="grid gap-6">
      <div className="text-center">
        <h2 id="why-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          Why Bet With Us
        </h2>
        <p className="mt-2 text-muted-foreground">Built for cricket fans who want every match to count.</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {REASONS.map(({ title, text, icon: Icon, tone }) => (
          <li key={title}>
            <Card className="h-full p-6 transition-colors hover:border-indigo-400/40">
              <span className={`flex size-12 items-center justify-center rounded-xl ring-1 ${tone}`}>
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-bold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
