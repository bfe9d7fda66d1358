// @vitest-environment jsdom
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupDomTests } from '@/test/dom';
import { stubFetch } from '@/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '@/test/render';
import { lazyPage } from '@/lib/routing/lazy-page';
import { AppProviders } from './providers';
import { AppRouter, preloadPageAt } from './router';
import { routes, type AppRoute } from './routes';

setupDomTests();

function renderApp() {
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <AppRouter routes={routes} />
    </AppProviders>,
  );
}

describe('the browser router', () => {
  // Vitest's first transform of the Terms page's modules, which on a busy machine takes longer than a
  // findBy's wait, happens here: the router still loads the page's code when it first renders it.
  beforeAll(async () => {
    await Promise.all([
      import('@/features/legal/routes/terms-page'),
      import('@/features/legal/locales/en.po'),
    ]);
  });

  it('starts on a lazy page with its code loaded, so the first render is the page, not a spinner', async () => {
    stubFetch();
    window.history.replaceState(null, '', '/privacy');
    await preloadPageAt(routes, '/privacy');
    renderApp();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
  });

  it('shows the spinner in place of a page whose code is not loaded yet, then the page', async () => {
    stubFetch();
    // A page of the player's layout whose code arrives when the test says: the wait below is for the
    // render alone, not for a chunk (vitest's first transform of a real page's modules, or a long page's
    // render, can take longer than the wait on a busy machine).
    let arrive!: (page: ComponentType) => void;
    const Slow = lazyPage(() => new Promise<ComponentType>((resolve) => (arrive = resolve)));
    const layout = routes.find((route) => route.children?.some((child) => child.path === 'terms'))!;
    window.history.replaceState(null, '', '/slow');
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <AppRouter routes={[{ element: layout.element, children: [{ path: 'slow', element: <Slow /> }] }]} />
      </AppProviders>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeVisible();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    await act(async () => arrive(() => <h1>The page</h1>));
    expect(screen.getByRole('heading', { level: 1, name: 'The page' })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
  });
});

describe('a page that throws', () => {
  function Broken(): never {
    throw new Error('the page broke');
  }

  it('shows the error page in its place until the player goes elsewhere', async () => {
    stubFetch();
    // React reports the caught error on the console: expected here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => quiet.mockRestore());
    const user = userEvent.setup();
    const broken: AppRoute[] = [
      { path: '/', element: <h1>Home</h1> },
      { path: '/broken', element: <Broken /> },
    ];
    const { location } = await renderRoutes(broken, '/broken');
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(document.title).toBe('Something went wrong | IPL Betting');

    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    expect(location().pathname).toBe('/');
  });
});
