import { lazy, Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Outlet } from 'react-router';
import { Bell } from 'lucide-react';
import { OfflineBanner } from '@/components/offline-state';
import { BetSlipButton, BetSlipColumn } from '@/features/bet-slip';
import { SiteFooter } from '@/features/layout/components/site-footer';
import { SiteHeader } from '@/features/layout/components/site-header';
import { withFeatureCatalog } from '@/lib/i18n/activate-locale';
import { useFollowAccountLocale } from '@/lib/i18n/switch-locale';
import { AfterMount } from '@/lib/after-mount';
import { RouteErrorBoundary } from '@/lib/routing/route-error-boundary';
import { useScrollRestoration } from '@/lib/routing/scroll-restoration';
import { RouteErrorPage } from '@/features/errors/routes/route-error-page';
import { MatchBetsProvider } from '../match-bets-provider';
import { SlipActionProvider } from '../slip-action-provider';
import { BeforeFooterSlot, GlobalOverlaySlot } from './layout-slots';

// Signed-in players only: the bell, its list and its menu library load once the header has mounted.
const NotificationBell = lazy(async () => ({
  default: (await withFeatureCatalog('notifications', import('@/features/notifications'))).NotificationBell,
}));

/**
 * The bell, and in its place while its code loads a button of the same look: a tap on it is kept, and
 * the bell opens as it mounts.
 */
function PlayerBell() {
  const [tapped, setTapped] = useState(false);
  const { t } = useLingui();
  const placeholder = (
    <button
      type="button"
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-md"
      aria-label={t`Notifications`}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setTapped(true)}
    >
      <Bell className="size-5" aria-hidden="true" />
    </button>
  );
  return (
    <AfterMount fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <NotificationBell defaultOpen={tapped} />
      </Suspense>
    </AfterMount>
  );
}

/**
 * The site shell: header, the routed page, footer, the bet slip's column beside them (from 1280 px), and
 * the slots later features mount into. A page that throws shows the error page between the header and
 * the footer.
 */
export function RootLayout() {
  useFollowAccountLocale();
  useScrollRestoration();
  return (
    <SlipActionProvider>
      <MatchBetsProvider>
        <div className="flex min-h-dvh flex-col">
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-accent px-4 py-2 font-semibold text-accent-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            <Trans>Skip to content</Trans>
          </a>
          <SiteHeader actions={<BetSlipButton place="header" />} playerActions={<PlayerBell />} />
          <OfflineBanner />
          <div className="flex flex-1">
            <div className="flex min-w-0 flex-1 flex-col">
              <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
                <RouteErrorBoundary fallback={<RouteErrorPage />}>
                  <Outlet />
                </RouteErrorBoundary>
              </main>
              <BeforeFooterSlot />
              <SiteFooter />
            </div>
            <BetSlipColumn />
          </div>
          <GlobalOverlaySlot />
        </div>
      </MatchBetsProvider>
    </SlipActionProvider>
  );
}
