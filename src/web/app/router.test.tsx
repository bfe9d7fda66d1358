// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createBrowserRouter } from 'react-router';
import { setupDomTests } from '@/test/dom';
import { stubFetch } from '@/test/fetch-stub';
import { createTestQueryClient } from '@/test/render';
import { AppProviders } from './providers';
import { AppRouter, createAppRouter } from './router';
import { routes } from './routes';

setupDomTests();

describe('the browser router', () => {
  it('starts on a lazy page with its code loaded, so the first render is the page, not a spinner', async () => {
    stubFetch();
    window.history.replaceState(null, '', '/terms');
    // What a router made straight away does: nothing to render but the loading spinner.
    const eager = createBrowserRouter(routes);
    expect(eager.state.initialized).toBe(false);
    eager.dispose();

    const router = await createAppRouter();
    expect(router.state.initialized).toBe(true);
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <AppRouter router={router} />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
  });
});
