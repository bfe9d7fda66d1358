// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyPage } from '@/lib/routing/lazy-page';
import { setupDomTests, stubLayoutApis } from '@/test/dom';
import { testSlipEntry } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { betSlipStore } from '../store';
import { BetSlipOverlay } from './bet-slip-overlay';

// The sheet's code cannot be fetched (offline, or a deploy replaced its chunk): each fetch fails when
// the test says so, inside act(), so nothing waits on the clock.
let failFetch: () => void = () => {};
const load = vi.fn(
  () =>
    new Promise<never>((_, reject) => {
      failFetch = () => reject(new TypeError('Failed to fetch dynamically imported module'));
    }),
);
vi.mock('./bet-slip-sheet-loader', () => ({
  BetSlipSheet: lazyPage(() => load()),
  preloadBetSlipSheet: () => {},
}));

setupDomTests();
stubLayoutApis();
afterEach(() => vi.unstubAllGlobals());

describe('the bet slip sheet whose code fails to load', () => {
  it('says so in a sheet, closes back to the page, and fetches the code again when next opened', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <main>The page</main>
        <BetSlipOverlay />
      </>,
    );
    act(() => betSlipStore.add(testSlipEntry()));
    expect(screen.getByRole('status', { name: 'Loading bet slip' })).toBeInTheDocument();
    await act(async () => failFetch());
    expect(screen.getByRole('alert')).toHaveTextContent('The bet slip could not load.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('The page');

    act(() => betSlipStore.setOpen(true));
    await act(async () => failFetch());
    expect(screen.getByRole('alert')).toHaveTextContent('The bet slip could not load.');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
