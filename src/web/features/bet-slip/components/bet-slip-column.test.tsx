// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { setupDomTests, stubLayoutApis } from '@/test/dom';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { testSlipEntry } from '@/test/fixtures';
import { loadLazyParts } from '@/test/lazy-parts';
import { renderWithProviders } from '@/test/render';
import { betSlipStore } from '../store';
import { BetSlipColumn } from './bet-slip-column';
import { BetSlipOverlay } from './bet-slip-overlay';

setupDomTests();
stubLayoutApis();
beforeAll(loadLazyParts);

/** A window `width` px wide, as matchMedia answers for min-width queries. */
function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function renderShell() {
  stubFetch({ handle: (url) => (url.startsWith('/api/me/bets') ? jsonResponse({ bets: [] }) : undefined) });
  return renderWithProviders(
    <MemoryRouter>
      <BetSlipColumn />
      <BetSlipOverlay />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  betSlipStore.clear();
  betSlipStore.setOpen(false);
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the bet slip from 1280 px', () => {
  it('is a column, open and empty, and a pick added shows in it without opening a sheet', async () => {
    windowWidth(1280);
    renderShell();
    const column = screen.getByRole('complementary', { name: 'Bet Slip' });
    expect(await within(column).findByText('Your bet slip is empty')).toBeInTheDocument();

    act(() => betSlipStore.add(testSlipEntry()));
    expect(await within(column).findByText('Mumbai Indians vs Chennai Super Kings')).toBeInTheDocument();
    expect(within(column).getByRole('button', { name: 'Place Bets' })).toBeInTheDocument();
    // The add asked the slip to open (the spec's "the panel opens on add"): the column is that panel.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(betSlipStore.getState().isOpen).toBe(false));
  });

  it('narrower, is the sheet a pick opens, with no column', async () => {
    windowWidth(1279);
    renderShell();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    act(() => betSlipStore.add(testSlipEntry()));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText('Mumbai Indians vs Chennai Super Kings')).toBeInTheDocument();
  });
});
