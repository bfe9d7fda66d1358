// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
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

function renderPrices(market: LiveMarket, me: Me | null = testPlayer) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(meQueryKey, me);
  const picks: SlipSelection[][] = [];
  renderWithProviders(
    <TestSlip onChange={(next) => picks.push(next)}>
      <MarketPrices match={match} market={market} />
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
});
