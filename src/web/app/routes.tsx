import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { withFeatureCatalog } from '@/lib/i18n/activate-locale';
import { NotFoundPage } from '@/features/errors/routes/not-found-page';
import { RouteErrorPage } from '@/features/errors/routes/route-error-page';
import { HomePage } from './pages/home-page';
import { LivePage } from '@/features/matches/routes/live-page';
import { UpcomingPage } from '@/features/matches/routes/upcoming-page';
import { RootLayout } from './layouts/root-layout';

/**
 * A page built as its own chunk, fetched when its path first matches. On a navigation the router keeps
 * the current page on screen meanwhile. A first load at that path fetches it before the first render
 * (createAppRouter); if that failed, the router tries again with the root's spinner in place of the
 * layout, so the layout (and its ScrollRestoration, which a reload relies on) mounts with the page.
 */
function lazyPage(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }) };
}

const adminShell = async () => ({ Component: (await import('./layouts/admin-shell')).AdminShell });

/** A back-office page: its header title in the handle, its code in its own chunk. */
function adminPage(path: string | undefined, title: string, load: () => Promise<ComponentType>): RouteObject {
  const lazy = async () => ({ Component: await load() });
  return path === undefined ? { index: true, handle: { title }, lazy } : { path, handle: { title }, lazy };
}

/**
 * The back office (spec "Admin screens"): /booklogin, then /bookdashboard/* and /admin behind the admin
 * shell. Every module here is lazy, so a player's first load carries none of it.
 */
const adminRoutes: RouteObject[] = [
  lazyPage(
    'booklogin',
    async () => (await import('@/features/admin-login/routes/admin-login-page')).AdminLoginPage,
  ),
  {
    path: 'bookdashboard',
    lazy: adminShell,
    errorElement: <RouteErrorPage />,
    children: [
      adminPage(
        undefined,
        'Dashboard',
        async () => (await import('@/features/admin-dashboard/routes/dashboard-page')).DashboardPage,
      ),
      adminPage(
        'results',
        'Results & Settlement',
        async () => (await import('@/features/admin-settlement/routes/results-page')).ResultsPage,
      ),
      adminPage(
        'book',
        'Live Book',
        async () => (await import('@/features/admin-book/routes/book-page')).BookPage,
      ),
      adminPage(
        'reports',
        'Reports',
        async () => (await import('@/features/admin-reports/routes/reports-page')).ReportsPage,
      ),
      adminPage(
        'withdrawals',
        'Withdrawals Management',
        async () => (await import('@/features/admin-withdrawals/routes/withdrawals-page')).WithdrawalsPage,
      ),
      adminPage(
        'upi-details',
        'UPI Details',
        async () => (await import('@/features/admin-withdrawals/routes/payout-accounts-page')).UpiDetailsPage,
      ),
      adminPage(
        'imps-details',
        'IMPS Details',
        async () =>
          (await import('@/features/admin-withdrawals/routes/payout-accounts-page')).ImpsDetailsPage,
      ),
      adminPage(
        'ledger',
        'Ledger',
        async () => (await import('@/features/admin-ledger/routes/trial-balance-page')).TrialBalancePage,
      ),
      { path: '*', handle: { title: 'Not Found' }, element: <NotFoundPage /> },
    ],
  },
  {
    path: 'admin',
    lazy: adminShell,
    errorElement: <RouteErrorPage />,
    children: [
      adminPage(
        undefined,
        'Functions & Tournament',
        async () => (await import('@/features/admin-functions/routes/functions-page')).FunctionsPage,
      ),
    ],
  },
];

/** The player site's routes (spec section 2). Exported apart from the router so tests can mount them. */
export const routes: RouteObject[] = [
  {
    hydrateFallbackElement: <PageSpinner className="min-h-dvh" />,
    errorElement: <RouteErrorPage />,
    children: adminRoutes,
  },
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageSpinner className="min-h-dvh" />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          // Home, live and upcoming are in the entry chunk: the last two are small and share home's cards.
          { index: true, element: <HomePage /> },
          { path: 'live', element: <LivePage /> },
          { path: 'upcoming', element: <UpcomingPage /> },
          lazyPage(
            'my-bets',
            async () =>
              (await withFeatureCatalog('bets', import('@/features/bets/routes/my-bets-page'))).MyBetsPage,
          ),
          lazyPage(
            'wallet',
            async () =>
              (await withFeatureCatalog('wallet', import('@/features/wallet/routes/wallet-page'))).WalletPage,
          ),
          lazyPage(
            'account',
            async () =>
              (await withFeatureCatalog('account', import('@/features/account/routes/account-page')))
                .AccountPage,
          ),
          lazyPage(
            'terms',
            async () =>
              (await withFeatureCatalog('legal', import('@/features/legal/routes/terms-page'))).TermsPage,
          ),
          lazyPage(
            'privacy',
            async () =>
              (await withFeatureCatalog('legal', import('@/features/legal/routes/privacy-page'))).PrivacyPage,
          ),
          lazyPage(
            'responsible-gambling',
            async () =>
              (await withFeatureCatalog('legal', import('@/features/legal/routes/responsible-gambling-page')))
                .ResponsibleGamblingPage,
          ),
          lazyPage(
            'help-support',
            async () =>
              (await withFeatureCatalog('help', import('@/features/help/routes/help-support-page')))
                .HelpSupportPage,
          ),
          // The footer links /help; the route table defines the page at /help-support.
          { path: 'help', element: <Navigate to="/help-support" replace /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
