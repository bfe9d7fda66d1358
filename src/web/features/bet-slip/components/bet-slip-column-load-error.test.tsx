// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { lazyPage } from '@/lib/routing/lazy-page';
import { setupDomTests, stubLayoutApis } from '@/test/dom';
import { renderWithProviders } from '@/test/render';
import { BetSlipColumn } from './bet-slip-column';

// The column's code cannot be fetched (offline, or a deploy replaced its chunk).
vi.mock('./bet-slip-sheet-loader', () => ({
  BetSlipColumnPanel: lazyPage(() =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  ),
}));

setupDomTests();
stubLayoutApis();
afterEach(() => vi.unstubAllGlobals());

describe('the bet slip column whose code fails to load', () => {
  it('says so in the column and leaves the page as it is', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    renderWithProviders(
      <MemoryRouter>
        <main>The page</main>
        <BetSlipColumn />
      </MemoryRouter>,
    );
    const column = screen.getByRole('complementary', { name: 'Bet Slip' });
    expect(await within(column).findByRole('alert')).toHaveTextContent('The bet slip could not load.');
    expect(within(column).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('The page');
  });
});
