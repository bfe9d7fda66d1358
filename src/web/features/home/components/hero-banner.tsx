import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Radio, Sparkles, Trophy } from 'lucide-react';
import { MIN_BET_RUPEES } from '@shared/constants';
import { formatRupees } from '@shared/money';
import { Button } from '@/components/ui/button';
import { useAuthDialog, useMe } from '@/lib/signed-in';

const HIGHLIGHTS = [
  { value: msg`₹1 Crore`, label: msg`Daily prize pool` },
  { value: msg`24 hrs`, label: msg`Withdrawal processing` },
  { value: formatRupees(MIN_BET_RUPEES), label: msg`Minimum bet` },
];

/**
 * The promotion, for signed-out visitors only (spec, Home). On a phone it is one row, the headline beside
 * its button, so the first match below it shows its prices on the first screen (375 × 812).
 */
export function HeroBanner() {
  const { data: me } = useMe();
  const authDialog = useAuthDialog();
  const { _ } = useLingui();
  if (me !== null) return null;

  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden rounded-3xl border border-white/10 bg-gradient-to-br from-indigo-700 via-brand-800 to-brand-950 shadow-2xl shadow-indigo-950/60"
    >
      <HeroBackdrop />
      <div className="relative grid items-center gap-10 px-4 py-3 sm:px-10 sm:py-14 lg:grid-cols-[1.25fr_1fr] lg:px-14 lg:py-16">
        <div className="flex items-center justify-between gap-3 sm:block">
          <p className="hidden items-center gap-2 rounded-full border border-white/15 bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-indigo-100 uppercase sm:inline-flex">
            <Sparkles className="size-3.5 text-accent" aria-hidden="true" />
            <Trans>India&apos;s home of IPL betting</Trans>
          </p>
          <h1
            id="hero-title"
            className="text-lg leading-tight font-black tracking-tight text-balance text-white sm:mt-5 sm:text-5xl sm:leading-[1.1] lg:text-6xl"
          >
            <Trans>
              Bet on every IPL match. Win up to{' '}
              <span className="bg-gradient-to-r from-amber-300 to-accent bg-clip-text text-transparent">
                ₹1 Crore
              </span>{' '}
              daily!
            </Trans>
          </h1>
          <p className="mt-5 hidden max-w-xl text-base text-pretty text-indigo-100/90 sm:block sm:text-lg">
            <Trans>
              Back your team with live in-play odds, instant withdrawals and a daily prize of one crore
              rupees. Call every six, wicket and super over from the first ball to the last.
            </Trans>
          </p>
          <div className="flex shrink-0 flex-wrap gap-3 sm:mt-8">
            <Button
              variant="accent"
              size="lg"
              className="max-sm:h-10 max-sm:px-4"
              onClick={() => authDialog.open('register')}
            >
              <Trophy aria-hidden="true" />
              <Trans>Win Big Now</Trans>
            </Button>
            <Button
              asChild
              variant="outline"
              size="lg"
              className="hidden border-white/25 bg-white/5 text-white hover:border-white/50 hover:bg-white/10 sm:inline-flex"
            >
              <Link to="/live">
                <Radio aria-hidden="true" />
                <Trans>View Live Matches</Trans>
              </Link>
            </Button>
          </div>
          <dl className="mt-10 hidden max-w-lg grid-cols-3 gap-2 sm:grid sm:gap-3">
            {HIGHLIGHTS.map((item) => (
              <div
                key={item.label.id}
                className="flex flex-col rounded-xl border border-white/10 bg-white/5 px-2.5 py-3 backdrop-blur-sm sm:px-3"
              >
                <dt className="text-[11px] leading-tight text-indigo-200/80 sm:text-xs">{_(item.label)}</dt>
                <dd className="order-first text-[15px] font-extrabold whitespace-nowrap text-white tabular-nums sm:text-xl">
                  {typeof item.value === 'string' ? item.value : _(item.value)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}

function HeroBackdrop() {
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 -z-10 size-full opacity-40"
      preserveAspectRatio="xMidYMid slice"
      viewBox="0 0 800 400"
    >
      <defs>
        <radialGradient id="hero-glow" cx="0.85" cy="0.1" r="0.7">
          <stop offset="0" stopColor="#f59e0b" stopOpacity="0.45" />
          <stop offset="1" stopColor="#f59e0b" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="800" height="400" fill="url(#hero-glow)" />
      <g fill="none" stroke="#c7d2fe" strokeOpacity="0.18">
        <ellipse cx="640" cy="430" rx="420" ry="260" />
        <ellipse cx="640" cy="430" rx="330" ry="200" />
        <ellipse cx="640" cy="430" rx="240" ry="140" />
      </g>
    </svg>
  );
}

/** A stylised stadium: pitch, stumps and a glowing ball. Decorative, desktop only. */
function HeroArt() {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden aspect-square w-full max-w-sm lg:block">
      <div className="absolute inset-6 rounded-full bg-gradient-to-br from-emerald-500/30 via-emerald-700/20 to-transparent ring-1 ring-emerald-300/20" />
      <div className="absolute inset-16 rounded-full bg-gradient-to-br from-emerald-400/25 to-emerald-900/10 ring-1 ring-emerald-200/20" />
      <svg viewBox="0 0 200 200" className="absolute inset-0 size-full">
        <defs>
          <radialGradient id="hero-ball" cx="0.35" cy="0.3" r="0.8">
            <stop offset="0" stopColor="#fde68a" />
            <stop offset="0.5" stopColor="#f59e0b" />
            <stop offset="1" stopColor="#92400e" />
          </radialGradient>
        </defs>
        <rect x="86" y="42" width="28" height="116" rx="4" fill="#d9c89a" fillOpacity="0.55" />
        <g stroke="#fef3c7" strokeWidth="3" strokeLinecap="round">
          <path d="M93 50v20M100 50v20M107 50v20" />
          <path d="M93 130v20M100 130v20M107 130v20" />
        </g>
        <path d="M90 48h20M90 128h20" stroke="#fef3c7" strokeWidth="2" />
        <circle cx="142" cy="70" r="22" fill="url(#hero-ball)" />
        <path d="M127 55c10 6 20 16 30 30" fill="none" stroke="#fff7ed" strokeWidth="2" />
        <path
          d="M130 52l-3 3M134 56l-3 3M138 60l-3 3M142 64l-3 3M146 69l-3 3M150 74l-3 3M154 80l-3 3"
          stroke="#fff7ed"
          strokeWidth="1.4"
          strokeLinecap="round"
        />
        <path
          d="M118 92c-12 14-32 26-62 30"
          fill="none"
          stroke="#fbbf24"
          strokeOpacity="0.6"
          strokeDasharray="3 5"
        />
      </svg>
    </div>
  );
}
