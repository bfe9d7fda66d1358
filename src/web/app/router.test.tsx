// @vitest-environment jsdom
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupDomTests } from '@/test/dom';
import { stubFetch } from '@/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '@/test/render';
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
    window.history.replaceState(null, '', '/terms');
    renderApp();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeVisible();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
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
