// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Me } from '@shared/contracts/me';
import { setupDomTests } from '@/test/dom';
import { testMarket, testMatch, testPlayer } from '@/test/fixtures';
import { loadLazyParts } from '@/test/lazy-parts';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { TestSlip } from '@/test/test-slip';
import type { LiveMarket } from '@/lib/live-odds';
import type { SlipSelection } from '@/lib/slip-selection';
import { meQueryKey } from '@/lib/signed-in';
import { MarketPrices } from './market-prices';

setupDomTests();
// A visitor's tap opens the auth dialog, whose code loads on first use.
beforeAll(loadLazyParts);

const match = testMatch({ id: 7 });
const winner = (over: Partial<LiveMarket> = {}) =>
  testMarket({
    id: 70,
    options: [
      { id: 700, name: match.homeTeam.name, odds: 1.85, layOdds: null },
      { id: 701, name: match.awayTeam.name, odds: 2.05, layOdds: null },
    ],
    ...over,
  });

function renderPrices(market: LiveMarket, me: Me | null = testPlayer, short = false) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(meQueryKey, me);
  const picks: SlipSelection[][] = [];
  renderWithProviders(
    <TestSlip onChange={(next) => picks.push(next)}>
      <MarketPrices match={match} market={market} short={short} />
    </TestSlip>,
    queryClient,
  );
  return { picks: () => picks.at(-1) ?? [] };
}

const price = (name: string) => screen.getByRole('button', { name });

describe('MarketPrices', () => {
  it('names each price by its option and odds, none picked', () => {
    renderPrices(winner());
    expect(price(`${match.homeTeam.name} 1.85`).getAttribute('aria-pressed')).toBe('false');
    expect(price(`${match.awayTeam.name} 2.05`).getAttribute('aria-pressed')).toBe('false');
  });

  it('one tap puts the pick on the slip without a stake and opens its card; a second takes it off', async () => {
    const slip = renderPrices(winner());
    const home = price(`${match.homeTeam.name} 1.85`);
    await userEvent.click(home);
    expect(slip.picks()).toMatchObject([{ matchId: 7, marketId: 70, optionId: 700, odds: 1.85, amount: 0 }]);
    expect(home.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('option-card').textContent).toContain(match.homeTeam.name);

    await userEvent.click(home);
    expect(slip.picks()).toEqual([]);
    expect(home.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByTestId('option-card')).toBeNull();
  });

  it('a tap on the other price moves the pick: one per market', async () => {
    const slip = renderPrices(winner());
    await userEvent.click(price(`${match.homeTeam.name} 1.85`));
    await userEvent.click(price(`${match.awayTeam.name} 2.05`));
    expect(slip.picks().map((p) => p.optionId)).toEqual([701]);
    expect(price(`${match.homeTeam.name} 1.85`).getAttribute('aria-pressed')).toBe('false');
  });

  it('locks the prices of a suspended market, and says so where the price goes', () => {
    renderPrices(winner({ status: 'SUSPENDED' }));
    expect((price(`${match.homeTeam.name} 1.85`) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText('Suspended')).toHaveLength(2);
  });

  it('asks a visitor to log in, and picks nothing', async () => {
    const slip = renderPrices(winner(), null);
    await userEvent.click(price(`${match.homeTeam.name} 1.85`));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect((await screen.findAllByText('Please log in to place a bet')).length).toBeGreaterThan(0);
    expect(slip.picks()).toEqual([]);
    expect(
      screen
        .getByRole('button', { name: `${match.homeTeam.name} 1.85`, hidden: true })
        .getAttribute('aria-pressed'),
    ).toBe('false');
  });

  describe('a market the house lays', () => {
    const laid = (over: Partial<LiveMarket> = {}) =>
      winner({
        options: [
          { id: 700, name: match.homeTeam.name, odds: 1.85, layOdds: 1.95 },
          { id: 701, name: match.awayTeam.name, odds: 2.05, layOdds: 2.2 },
        ],
        ...over,
      });
    const lay = (name: string) => screen.getByRole('button', { name: `Lay ${name}` });

    it('shows Back and Lay columns, a row per option with its two prices', () => {
      renderPrices(laid());
      expect(screen.getByTestId('exchange-prices')).toBeInTheDocument();
      expect(screen.getByText('Back')).toBeInTheDocument();
      expect(screen.getByText('Lay')).toBeInTheDocument();
      const rows = within(screen.getByTestId('market-prices')).getAllByRole('listitem');
      expect(rows).toHaveLength(2);
      expect(within(rows[0]!).getByTestId('price-button')).toHaveAccessibleName(
        `${match.homeTeam.name} 1.85`,
      );
      expect(within(rows[0]!).getByTestId('lay-price-button')).toHaveAccessibleName(
        `Lay ${match.homeTeam.name} 1.95`,
      );
      expect(within(rows[1]!).getByTestId('lay-price-button')).toHaveTextContent('2.20');
    });

    it('a tap on Lay puts a LAY at the lay odds on the slip; a tap on Back takes its place', async () => {
      const slip = renderPrices(laid());
      await userEvent.click(lay(`${match.homeTeam.name} 1.95`));
      expect(slip.picks()).toMatchObject([{ optionId: 700, side: 'LAY', odds: 1.95, amount: 0 }]);
      expect(lay(`${match.homeTeam.name} 1.95`)).toHaveAttribute('aria-pressed', 'true');
      expect(price(`${match.homeTeam.name} 1.85`)).toHaveAttribute('aria-pressed', 'false');
      // Its option card lays: Lay, and the liability.
      expect(within(screen.getByTestId('option-card')).getByText('Lay')).toBeInTheDocument();
      expect(screen.getByTestId('option-liability')).toBeInTheDocument();

      await userEvent.click(price(`${match.homeTeam.name} 1.85`));
      expect(slip.picks()).toMatchObject([{ optionId: 700, side: 'BACK', odds: 1.85 }]);
      expect(lay(`${match.homeTeam.name} 1.95`)).toHaveAttribute('aria-pressed', 'false');
      expect(screen.queryByTestId('option-liability')).toBeNull();
    });

    it('locks both columns of a suspended market, each price saying so', () => {
      renderPrices(laid({ status: 'SUSPENDED' }));
      expect(price(`${match.homeTeam.name} 1.85`)).toBeDisabled();
      expect(lay(`${match.homeTeam.name} 1.95`)).toBeDisabled();
      expect(within(price(`${match.homeTeam.name} 1.85`)).getByText('Suspended')).toBeInTheDocument();
      expect(screen.getAllByText('Suspended')).toHaveLength(4);
    });

    it("on the board card, keeps to one row: each option's Back and Lay side by side, captioned", async () => {
      const slip = renderPrices(laid(), testPlayer, true);
      expect(screen.queryByTestId('exchange-prices')).toBeNull();
      expect(screen.getAllByRole('listitem')).toHaveLength(2);
      expect(price(`${match.homeTeam.name} 1.85`)).toHaveTextContent('Back MI1.85');
      expect(lay(`${match.awayTeam.name} 2.20`)).toHaveTextContent('Lay CSK2.20');
      await userEvent.click(lay(`${match.awayTeam.name} 2.20`));
      expect(slip.picks()).toMatchObject([{ optionId: 701, side: 'LAY', odds: 2.2 }]);
    });

    it('keeps a market without lay prices to its row of prices', () => {
      renderPrices(winner());
      expect(screen.queryByTestId('exchange-prices')).toBeNull();
      expect(screen.queryByTestId('lay-price-button')).toBeNull();
    });
  });
});
