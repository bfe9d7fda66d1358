import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { AfterMount } from '@/lib/after-mount';
import { useAuthDialog, useMe } from '@/lib/signed-in';
import { visibleNavItems } from '../nav-links';
import { BalanceChip } from './balance-chip';
import { MobileNav } from './mobile-nav';
import { LanguageSwitch } from './language-switch';
import { DesktopNavLink } from './nav-link-item';
import { SupportLink } from './support-link';
import { USER_MENU_TRIGGER_CLASS, UserMenuFace } from './user-menu-face';

// A signed-in player's menu and its menu library load once the header has mounted (visitors never need
// them); a tap on the menu's placeholder meanwhile opens it once they have.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));

/**
 * `playerActions`: what the app puts beside a signed-in player's balance (the notification bell).
 * `actions`: what it puts in the header for everyone (the bet-slip button, shown from 768 px).
 */
export function SiteHeader({ playerActions, actions }: { playerActions?: ReactNode; actions?: ReactNode }) {
  const { data: me, isPending, isPaused } = useMe();
  const authDialog = useAuthDialog();
  const [menuTapped, setMenuTapped] = useState(false);
  const { t } = useLingui();
  const menuPlaceholder = me && (
    <button
      type="button"
      className={USER_MENU_TRIGGER_CLASS}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setMenuTapped(true)}
    >
      <UserMenuFace name={me.name} />
    </button>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-brand-900/85 backdrop-blur-md supports-[backdrop-filter]:bg-brand-900/70">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-3 px-4 sm:px-6 lg:gap-6 lg:px-8">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <BrandLogo />
          <span
            className={cn(
              'text-lg font-extrabold tracking-tight md:max-xl:sr-only',
              // Room for the bell and the balance on the narrowest phones.
              me && 'max-[419px]:sr-only',
            )}
          >
            IPL <span className="text-accent">Betting</span>
          </span>
        </Link>

        <nav aria-label={t`Main`} className="hidden items-center gap-0.5 lg:flex">
          {visibleNavItems(Boolean(me)).map((item) => (
            <DesktopNavLink key={item.to} item={item} />
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          {/* In the mobile menu below sm. */}
          <span className="hidden sm:contents">
            <LanguageSwitch />
          </span>
          {/* In the mobile menu too: below sm its room goes to a large balance. */}
          <SupportLink className="max-sm:hidden" />
          {actions}
          {/* Offline the session cannot be known yet: no skeleton that would never end. */}
          {isPending && isPaused ? null : isPending ? (
            <Skeleton className="h-9 w-28 rounded-full" />
          ) : me ? (
            <>
              {playerActions}
              <BalanceChip balance={me.balance} />
              <div className="hidden lg:block">
                <AfterMount fallback={menuPlaceholder}>
                  <Suspense fallback={menuPlaceholder}>
                    <UserMenu me={me} defaultOpen={menuTapped} />
                  </Suspense>
                </AfterMount>
              </div>
            </>
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <Button variant="ghost" onClick={() => authDialog.open('login')}>
                <Trans>Login</Trans>
              </Button>
              <Button variant="accent" onClick={() => authDialog.open('register')}>
                <Trans>Sign Up</Trans>
              </Button>
            </div>
          )}
          <MobileNav me={me} />
        </div>
      </div>
    </header>
  );
}
