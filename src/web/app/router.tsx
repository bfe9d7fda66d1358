import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { routes } from './routes';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router, made once the code of the page at this address has loaded (React Router's
 * way of starting on lazy routes): the first render is then the whole page. Otherwise it would be the
 * root's spinner, and the page (header, content, footer) a second, larger render after the first
 * paint, while the player can already try to use it.
 */
export async function createAppRouter(): Promise<BrowserRouter> {
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      try {
        const loaded = await (route.lazy as () => Promise<object>)();
        Object.assign(route, { ...loaded, lazy: undefined });
      } catch {
        // Left lazy: the router tries again and, failing, shows the route's error view (with a reload).
      }
    }),
  );
  return createBrowserRouter(routes);
}

export function AppRouter({ router }: { router: BrowserRouter }) {
  return <RouterProvider router={router} />;
}
