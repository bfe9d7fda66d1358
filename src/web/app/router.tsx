import { Suspense } from 'react';
import { BrowserRouter, matchRoutes, useRoutes } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { RouteErrorBoundary } from '@/lib/routing/route-error-boundary';
import { RouteErrorPage } from '@/features/errors/routes/route-error-page';
import type { AppRoute } from './routes';

/**
 * Fetches the code of the pages (and layouts) at an address. The app does so before its first render,
 * so that render is the whole page, not a spinner and then the page: a second, larger render after the
 * first paint, while the player can already try to use it. A fetch that fails is left to the render,
 * which tries again and, failing, shows the error page (with a reload).
 */
export async function preloadPageAt(routes: AppRoute[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => route.preload?.().catch(() => undefined)));
}

/**
 * The routes at the current address. A page whose code is still loading shows a spinner on a first
 * load; on a navigation the current page stays on screen meanwhile (the router's updates are
 * transitions). A page that throws shows the error page in its place, the shell's own errors included.
 */
export function AppRoutes({ routes }: { routes: AppRoute[] }) {
  const page = useRoutes(routes);
  return (
    <RouteErrorBoundary fallback={<RouteErrorPage />}>
      <Suspense fallback={<PageSpinner className="min-h-dvh" />}>{page}</Suspense>
    </RouteErrorBoundary>
  );
}

/** The app at the browser's address. */
export function AppRouter({ routes }: { routes: AppRoute[] }) {
  return (
    <BrowserRouter>
      <AppRoutes routes={routes} />
    </BrowserRouter>
  );
}
