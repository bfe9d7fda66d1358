// @vitest-environment jsdom
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { setupDomTests } from '@/test/dom';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render';
import { lazyPage } from './lazy-page';

setupDomTests();

describe('a lazy page', () => {
  it('whose code failed to load is fetched again when the player comes back to it', async () => {
    stubFetch();
    // React reports the error the boundary catches on the console: expected here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => quiet.mockRestore());
    const network = { up: false, fetches: 0 };
    const Results = lazyPage(async () => {
      network.fetches += 1;
      if (!network.up) throw new Error('Failed to fetch dynamically imported module');
      return () => <h1>Results</h1>;
    });
    const user = userEvent.setup();
    await renderRoutes(
      [
        { path: '/', element: <Link to="/results">See the results</Link> },
        { path: '/results', element: <Results /> },
      ],
      '/',
    );

    await user.click(screen.getByRole('link', { name: 'See the results' }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    // Not fetched again and again while the error page is on screen.
    const fetched = network.fetches;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(network.fetches).toBe(fetched);
    network.up = true;
    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    await user.click(await screen.findByRole('link', { name: 'See the results' }));
    expect(await screen.findByRole('heading', { name: 'Results' })).toBeVisible();
  });
});
