// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { setupDomTests } from '@/test/dom';
import { testMatch } from '@/test/fixtures';
import type { LiveMatch } from '@/lib/live-odds';
import { MatchCard } from './match-card';

/** Which matches' cards rendered their main market's prices, in order. */
const rendered: number[] = [];
vi.mock('./market-prices', () => ({
  MarketPrices: ({ match }: { match: LiveMatch }) => {
    rendered.push(match.id);
    return null;
  },
}));

setupDomTests();

/** The app's language provider (the card writes its texts in the page's language). */
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

function List({ matches }: { matches: LiveMatch[] }) {
  return matches.map((match) => <MatchCard key={match.id} match={match} />);
}

describe('MatchCard in a list', () => {
  it('renders again only for the match that changed (a live event gives the others back as they were)', () => {
    const first = [testMatch({ id: 1 }), testMatch({ id: 2 }), testMatch({ id: 3 })];
    const { rerender, getAllByTestId } = render(<List matches={first} />, { wrapper });
    expect(rendered).toEqual([1, 2, 3]);

    rendered.length = 0;
    const second = first.map((match) => (match.id === 2 ? { ...match, currentOver: 4.2 } : match));
    rerender(<List matches={second} />);
    expect(rendered).toEqual([2]);
    expect(getAllByTestId('current-over').map((over) => over.textContent)).toEqual([
      'Over 0.0',
      'Over 4.2',
      'Over 0.0',
    ]);
  });
});
