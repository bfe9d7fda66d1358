import type { ComponentType } from 'react';
import { matchRoutes, Navigate, type IndexRouteObject, type NonIndexRouteObject } from 'react-router';
import { withFeatureCatalog } from '@/lib/i18n/activate-locale';
import { lazyPage } from '@/lib/routing/lazy-page';
import { NotFoundPage } from '@/features/errors/routes/not-found-page';
import { HomePage } from './pages/home-page';
import { LivePage } from '@/features/matches/routes/live-page';
import { UpcomingPage } from '@/features/matches/routes/upcoming-page';
import { RootLayout } from './layouts/root-layout';

/**
 * A route of ours: React Router's, with the code to fetch before its page can render (preloadPageAt),
 * and a back-office page's header title.
 */
type Ours = { preload?: () => Promise<unknown>; title?: string };
export type AppRoute =
  (IndexRouteObject & Ours) | (Omit<NonIndexRouteObject, 'children'> & Ours & { children?: AppRoute[] });

/** A page at `path` whose code is a chunk of its own, fetched when the path first matches. */
function lazyRoute(path: string, load: () => Promise<ComponentType>): AppRoute {
  const Page = lazyPage(load);
  return { path, element: <Page />, preload: Page.preload };
}

/** A back-office page: its header title, its code in its own chunk. */
function adminPage(path: string | undefined, title: string, load: () => Promise<ComponentType>): AppRoute {
  const Page = lazyPage(load);
  const route = { element: <Page />, preload: Page.preload, title };
  return path === undefined ? { index: true, ...route } : { path, ...route };
}

/** The title of the back-office page at an address, as its route names it. */
function adminPageTitle(pathname: string): string {
  const matches = matchRoutes(adminRoutes, pathname) ?? [];
  return matches.findLast(({ route }) => route.title)?.route.title ?? 'Back Office';
}

const AdminShellPage = lazyPage(async () => (await import('./layouts/admin-shell')).AdminShell);
const adminShell = { element: <AdminShellPage titleAt={adminPageTitle} />, preload: AdminShellPage.preload };

/**
 * The back office (spec "Admin screens"): /booklogin, then /bookdashboard/* and /admin behind the admin
 * shell. Every module here is lazy, so a player's first load carries none of it.
 */
const adminRoutes: AppRoute[] = [
  lazyRoute(
    'booklogin',
    async () => (await import('@/features/admin-login/routes/admin-login-page')).AdminLoginPage,
  ),
  {
    path: 'bookdashboard',
    ...adminShell,
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
      { path: '*', title: 'Not Found', element: <NotFoundPage /> },
    ],
  },
  {
    path: 'admin',
    ...adminShell,
    children: [
      adminPage(
        undefined,
        'Functions & Tournament',
        async () => (await import('@/features/admin-functions/routes/functions-page')).FunctionsPage,
      ),
    ],
  },
];

/** The site's routes (spec section 2). Exported apart from the router so tests can mount them. */
export const routes: AppRoute[] = [
  ...adminRoutes,
  {
    element: <RootLayout />,
    children: [
      // Home, live and upcoming are in the entry chunk: the last two are small and share home's cards.
      { index: true, element: <HomePage /> },
      { path: 'live', element: <LivePage /> },
      { path: 'upcoming', element: <UpcomingPage /> },
      lazyRoute(
        'my-bets',
        async () =>
          (await withFeatureCatalog('bets', import('@/features/bets/routes/my-bets-page'))).MyBetsPage,
      ),
      lazyRoute(
        'wallet',
        async () =>
          (await withFeatureCatalog('wallet', import('@/features/wallet/routes/wallet-page'))).WalletPage,
      ),
      lazyRoute(
        'account',
        async () =>
          (await withFeatureCatalog('account', import('@/features/account/routes/account-page'))).AccountPage,
      ),
      lazyRoute(
        'terms',
        async () =>
          (await withFeatureCatalog('legal', import('@/features/legal/routes/terms-page'))).TermsPage,
      ),
      lazyRoute(
        'privacy',
        async () =>
          (await withFeatureCatalog('legal', import('@/features/legal/routes/privacy-page'))).PrivacyPage,
      ),
      lazyRoute(
        'responsible-gambling',
        async () =>
          (await withFeatureCatalog('legal', import('@/features/legal/routes/responsible-gambling-page')))
            .ResponsibleGamblingPage,
      ),
      lazyRoute(
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
];
