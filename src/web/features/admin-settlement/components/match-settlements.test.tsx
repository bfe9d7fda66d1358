// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupDomTests, stubLayoutApis } from '@/test/dom';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { testPendingMatch } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { MatchSettlements } from './match-settlements';
import { useSettleRow } from './use-settle-row';

setupDomTests();
stubLayoutApis();

/** 3 pending matches; with bets: #3 only. Every other one the feed does not agree on. */
const ALL = Array.from({ length: 3 }, (_, i) =>
  testPendingMatch(i + 1, { feedAgrees: i % 2 === 0, pendingBets: i === 2 ? 1 : 0 }),
);

/** The server answers the page size (the screen pages by it); a small one keeps the table quick. */
const SIZE = 2;

function Tab() {
  return <MatchSettlements settleRow={useSettleRow()} />;
}

/** Stubs the list's endpoint over ALL, SIZE a page; returns the query strings asked for. */
function listServer() {
  const asked: string[] = [];
  stubFetch({
    handle: (url) => {
      if (!url.startsWith('/api/admin/settlements/pending?')) return undefined;
      asked.push(url.slice(url.indexOf('?')));
      const query = new URLSearchParams(url.slice(url.indexOf('?')));
      const page = Number(query.get('page'));
      const selected = query.get('hasBets') === 'true' ? ALL.filter((m) => m.pendingBets > 0) : ALL;
      return jsonResponse({
        matches: selected.slice((page - 1) * SIZE, page * SIZE),
        total: selected.length,
        page,
        pageSize: SIZE,
      });
    },
  });
  return asked;
}

describe('MatchSettlements', () => {
  it('pages through the list, offering each page’s agreed results', async () => {
    const asked = listServer();
    renderWithProviders(<Tab />);
    const table = await screen.findByRole('table', { name: 'Matches waiting for settlement' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + SIZE);
    const pages = screen.getByRole('navigation', { name: 'Pages of matches' });
    expect(pages).toHaveTextContent('1–2 of 3 · page 1 of 2');
    expect(screen.getByRole('button', { name: 'Settle feed results (1)' })).toBeEnabled();

    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pages).toHaveTextContent('3–3 of 3 · page 2 of 2'));
    expect(screen.getByRole('button', { name: 'Settle feed results (1)' })).toBeEnabled();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(asked).toEqual(['?page=1&pageSize=20&hasBets=false', '?page=2&pageSize=20&hasBets=false']);
  });

  it('filters the list to matches with bets, and bulk-settles from the filtered page', async () => {
    const asked = listServer();
    renderWithProviders(<Tab />);
    await screen.findByRole('table', { name: 'Matches waiting for settlement' });
    await userEvent.click(screen.getByRole('switch', { name: 'Only matches with bets' }));
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Pages of matches' })).toHaveTextContent(
        '1–1 of 1 · page 1 of 1',
      ),
    );
    expect(asked).toEqual(['?page=1&pageSize=20&hasBets=false', '?page=1&pageSize=20&hasBets=true']);
    await userEvent.click(screen.getByRole('button', { name: 'Settle feed results (1)' }));
    const confirm = await screen.findByRole('dialog', { name: "Settle 1 match on the feed's result?" });
    expect(within(confirm).getByRole('listitem')).toHaveTextContent('#3 · Mumbai Indians vs Punjab Kings');
  });
});
