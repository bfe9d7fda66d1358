import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { BrandLogo } from '@/components/brand-logo';

const EXPLORE = [
  { to: '/', label: msg`Home` },
  { to: '/live', label: msg`Live Matches` },
  { to: '/upcoming', label: msg`Upcoming Matches` },
  { to: '/my-bets', label: msg`My Bets` },
];

const LEGAL = [
  { to: '/terms', label: msg`Terms & Conditions` },
  { to: '/privacy', label: msg`Privacy Policy` },
  { to: '/responsible-gambling', label: msg`Responsible Gambling` },
  { to: '/help', label: msg`Help & Support` },
];

const linkClass =
  'text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

export function SiteFooter() {
  const { _ } = useLingui();
  const { t } = useLinguiMacro();
  return (
    <footer className="mt-auto border-t border-white/10 bg-brand-950">
      <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.6fr_1fr_1fr] lg:px-8">
        <div className="grid content-start gap-4">
          <Link
            to="/"
            className="flex w-fit items-center gap-2 rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <BrandLogo className="size-8" />
            <span className="text-lg font-extrabold tracking-tight">
              IPL <span className="text-accent">Betting</span>
            </span>
          </Link>
          <p className="max-w-md rounded-lg border border-accent/30 bg-accent/10 p-3 text-sm text-amber-100">
            <Trans>
              <strong className="font-semibold text-amber-200">Demo disclaimer:</strong> IPL Betting is not a
              real betting site. It is a demo product for showcase purposes only: no real money is accepted,
              wagered or paid out, and all balances are virtual.
            </Trans>
          </p>
        </div>

        <nav aria-label={t`Explore`} className="grid content-start gap-3">
          <h2 className="text-xs font-semibold tracking-wider text-foreground uppercase">
            <Trans>Explore</Trans>
          </h2>
          <ul className="grid gap-2">
            {EXPLORE.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {_(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label={t`Legal and help`} className="grid content-start gap-3">
          <h2 className="text-xs font-semibold tracking-wider text-foreground uppercase">
            <Trans>Legal &amp; Help</Trans>
          </h2>
          <ul className="grid gap-2">
            {LEGAL.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {_(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <FooterFineprint />
    </footer>
  );
}

/** The age warning, the operator's registration and the copyright. */
function FooterFineprint() {
  const year = new Date().getFullYear();
  return (
    <div className="border-t border-white/10">
      <div className="mx-auto grid w-full max-w-7xl gap-4 px-4 py-6 text-xs text-muted-foreground sm:px-6 lg:px-8">
        <p className="flex items-start gap-2.5">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full border-2 border-red-500 text-[11px] font-extrabold text-red-400">
            18+
          </span>
          <span className="pt-1.5">
            <Trans>
              <strong className="text-foreground">18+ only.</strong> Gambling can be addictive; please play
              responsibly. If betting stops being fun, visit our{' '}
              <Link to="/responsible-gambling" className="underline underline-offset-2 hover:text-foreground">
                Responsible Gambling
              </Link>{' '}
              page for tools and support.
            </Trans>
          </span>
        </p>
        <p className="flex items-start gap-2.5">
          <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <Trans>
              <span translate="no">IPL Betting Demo Ltd</span>, registered in Cyprus (HE 412345),{' '}
              <span translate="no">12 Makariou III Avenue, 1065 Nicosia, Cyprus</span>. Licence no.
              CY-DEMO-2024-017 (demo). Not affiliated with the Indian Premier League or the BCCI.
            </Trans>
          </span>
        </p>
        <p>
          <Trans>
            © {year} <span translate="no">IPL Betting Demo Ltd</span>. All rights reserved.
          </Trans>
        </p>
      </div>
    </div>
  );
}
