import { Navigate, type RouteObject } from 'react-router';
import { AccountPage } from '@/features/account/routes/account-page';
import { MyBetsPage } from '@/features/bets/routes/my-bets-page';
import { NotFoundPage } from '@/features/errors/routes/not-found-page';
import { RouteErrorPage } from '@/features/errors/routes/route-error-page';
import { HelpSupportPage } from '@/features/help/routes/help-support-page';
import { HomePage } from '@/features/home/routes/home-page';
import { PrivacyPage } from '@/features/legal/routes/privacy-page';
import { ResponsibleGamblingPage } from '@/features/legal/routes/responsible-gambling-page';
import { TermsPage } from '@/features/legal/routes/terms-page';
import { LivePage } from '@/features/matches/routes/live-page';
import { UpcomingPage } from '@/features/matches/routes/upcoming-page';
import { WalletPage } from '@/features/wallet/routes/wallet-page';
import { RootLayout } from './layouts/root-layout';

/** The player site's routes (spec section 2). Exported apart from the router so tests can mount them. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'live', element: <LivePage /> },
          { path: 'upcoming', element: <UpcomingPage /> },
          { path: 'my-bets', element: <MyBetsPage /> },
          { path: 'wallet', element: <WalletPage /> },
          { path: 'account', element: <AccountPage /> },
          { path: 'terms', element: <TermsPage /> },
          { path: 'privacy', element: <PrivacyPage /> },
          { path: 'responsible-gambling', element: <ResponsibleGamblingPage /> },
          { path: 'help-support', element: <HelpSupportPage /> },
          // The footer links /help; the route table defines the page at /help-support.
          { path: 'help', element: <Navigate to="/help-support" replace /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
