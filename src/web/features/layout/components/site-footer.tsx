import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { BrandLogo } from '@/components/brand-logo';

const EXPLORE = [
  { to: '/', label: 'Home' },
  { to: '/live', label: 'Live Matches' },
  { to: '/upcoming', label: 'Upcoming Matches' },
  { to: '/my-bets', label: 'My Bets' },
];

const LEGAL = [
  { to: '/terms', label: 'Terms & Conditions' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/responsible-gambling', label: 'Responsible Gambling' },
  { to: '/help', label: 'Help & Support' },
];

const linkClass =
  'text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

export function SiteFooter() {
  const year = new Date().getFullYear();
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
            <strong className="font-semibold text-amber-200">Demo disclaimer:</strong> IPL Betting is not a
            real betting site. It is a demo product for showcase purposes only: no real money is accepted,
            wagered or paid out, and all balances are virtual.
          </p>
        </div>

        <nav aria-label="Explore" className="grid content-start gap-3">
          <h2 className="text-xs font-semibold tracking-wider text-foreground uppercase">Explore</h2>
          <ul className="grid gap-2">
            {EXPLORE.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label="Legal and help" className="grid content-start gap-3">
          <h2 className="text-xs font-semibold tracking-wider text-foreground uppercase">Legal &amp; Help</h2>
          <ul className="grid gap-2">
            {LEGAL.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto grid w-full max-w-7xl gap-4 px-4 py-6 text-xs text-muted-foreground sm:px-6 lg:px-8">
          <p className="flex items-start gap-2.5">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full border-2 border-red-500 text-[11px] font-extrabold text-red-400">
              18+
            </span>
            <span className="pt-1.5">
              <strong className="text-foreground">18+ only.</strong> Gambling can be addictive; please play
              responsibly. If betting stops being fun, visit our{' '}
              <Link to="/responsible-gambling" className="underline underline-offset-2 hover:text-foreground">
                Responsible Gambling
              </Link>{' '}
              page for tools and support.
            </span>
          </p>
          <p className="flex items-start gap-2.5">
            <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              IPL Betting Demo Ltd, registered in Cyprus (HE 412345), 12 Makariou III Avenue, 1065 Nicosia,
              Cyprus. Licence no. CY-DEMO-2024-017 (demo). Not affiliated with the Indian Premier League or
              the BCCI.
            </span>
          </p>
          <p>© {year} IPL Betting Demo Ltd. All rights reserved.</p>
        </div>
      </div>
    </footer>
  );
}
