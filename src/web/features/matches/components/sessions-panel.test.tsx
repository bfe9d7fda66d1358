// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { act, screen, within } from '@testing-library/react';
import { sessionMarketName } from '@shared/session-market-name';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { setupDomTests } from '@/test/dom';
import { testMarket, testMatch, testPlayer } from '@/test/fixtures';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import type { LiveMarket } from '@/lib/live-odds';
import { meQueryKey } from '@/lib/signed-in';
import { TestSlip } from '@/test/test-slip';
import { SessionsPanel } from './sessions-panel';
import { OptionBookSlotContext, type OptionBookPick } from './option-book-slot';

setupDomTests();

/** A session named as the server names it, the batting side known: GT bats first, MI second. */
const session = (
  id: number,
  {
    kind = 'SESSION_RUNS',
    innings = 1,
    overs = 6,
    ...over
  }: Partial<Omit<LiveMarket, 'kind' | 'innings'>> & { kind?: 'SESSION_RUNS' | 'OVER_RUNS'; innings?: 1 | 2 },
): LiveMarket =>
  testMarket({
    id,
    kind,
    name: sessionMarketName({ kind, innings, overs: overs!, side: innings === 1 ? 'GT' : 'MI' }),
    innings,
    overs,
    line: 52.5,
    options: [
      { id: id * 10, name: 'Yes', odds: 1.91, layOdds: null },
      { id: id * 10 + 1, name: 'No', odds: 1.86, layOdds: null },
    ],
    ...over,
  });

/** A book that names what it was asked for, in place of the bets feature's. */
const stubBook = (pick: OptionBookPick) => (
  <p data-testid="book">{`${pick.matchId}/${pick.marketId}/${pick.optionId}: ${pick.name}`}</p>
);

/** The panel with the markets the live stream has now; `update` brings the next ones. */
function renderPanel(markets: LiveMarket[]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(meQueryKey, testPlayer);
  let setShown: (next: LiveMarket[]) => void = () => {};
  function Live() {
    const [shown, set] = useState(markets);
    setShown = set;
    return (
      <TestSlip>
        <OptionBookSlotContext value={stubBook}>
          <SessionsPanel match={testMatch({ id: 7 })} markets={shown} />
        </OptionBookSlotContext>
      </TestSlip>
    );
  }
  const rendered = renderWithProviders(<Live />, queryClient);
  return { ...rendered, update: (next: LiveMarket[]) => act(() => setShown(next)) };
}

describe('SessionsPanel', () => {
  it('lists each innings by over with the line, and No beside Yes', () => {
    renderPanel([
      session(1, { kind: 'OVER_RUNS', overs: 7, line: 8.5 }),
      session(2, {}),
      session(3, { innings: 2, overs: 10, line: 80.5 }),
    ]);
    const [first, second] = screen.getAllByRole('region');
    expect(within(first!).getByRole('heading').textContent).toBe('1st Innings');
    expect(
      within(first!)
        .getAllByTestId('session')
        .map((s) => s.querySelector('p')!.textContent),
    ).toEqual(['Only over 7 runs GT · 8.5', 'GT 6 over runs · 52.5']);
    expect(within(second!).getByText('MI 10 over runs · 80.5')).toBeTruthy();
    const sides = within(first!).getAllByRole('button', { pressed: false }).slice(0, 2);
    expect(sides.map((b) => b.textContent)).toEqual(['No1.86', 'Yes1.91']);
  });

  it('opens the option card of the side picked, with the line in its name', async () => {
    renderPanel([session(2, {})]);
    await userEvent.click(screen.getByTestId('session-yes'));
    expect(screen.getByTestId('session-yes').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('option-card').textContent).toContain('Yes 52.5');
    expect(screen.getByPlaceholderText('Enter stake')).toBeTruthy();
  });

  it('says a session all but decided is closed, and takes no pick', () => {
    renderPanel([session(2, { status: 'SUSPENDED', closedReason: 'DECIDED' })]);
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.getByText('All but decided: closed to new bets until it settles.')).toBeTruthy();
    expect((screen.getByTestId('session-yes') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says a session the match closed is closed, not suspended, without the decided note', () => {
    renderPanel([session(2, { status: 'SUSPENDED', closedReason: 'MATCH_OVER' })]);
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.queryByText('Suspended')).toBeNull();
    expect(screen.queryByText('All but decided: closed to new bets until it settles.')).toBeNull();
  });

  it('keeps the picked side and its stake through a suspension, disabled until the market reopens', async () => {
    const { update } = renderPanel([session(2, {})]);
    await userEvent.click(screen.getByTestId('session-yes'));
    await userEvent.type(screen.getByPlaceholderText('Enter stake'), '500');
    // A wicket or a boundary suspends the market for a moment.
    update([session(2, { status: 'SUSPENDED' })]);
    const stake = screen.getByPlaceholderText('Enter stake') as HTMLInputElement;
    expect(stake.value).toBe('500');
    expect(stake.disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Add to slip' })).toHaveProperty('disabled', true);
    update([session(2, {})]);
    expect((screen.getByPlaceholderText('Enter stake') as HTMLInputElement).value).toBe('500');
    expect(screen.getByRole('button', { name: 'Add to slip' })).toHaveProperty('disabled', false);
  });

  it("puts the player's book under each side, No and Yes, and not again in the picked side's card", async () => {
    renderPanel([session(2, {})]);
    expect(screen.getAllByTestId('book').map((book) => book.textContent)).toEqual([
      '7/2/21: No 52.5',
      '7/2/20: Yes 52.5',
    ]);
    await userEvent.click(screen.getByTestId('session-yes'));
    expect(screen.getByTestId('option-card')).toBeInTheDocument();
    expect(screen.getAllByTestId('book')).toHaveLength(2);
  });
});

describe('SessionsPanel on a Hindi page', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('names the innings total and the over alone apart, in Hindi', async () => {
    const { messages } = await import('@/locales/hi/messages.po');
    i18n.loadAndActivate({ locale: 'hi', messages });
    renderPanel([
      session(1, { kind: 'OVER_RUNS', overs: 20, line: 11.5 }),
      session(2, { overs: 20, line: 214.5 }),
    ]);
    expect(screen.getAllByTestId('session').map((s) => s.querySelector('p')!.textContent)).toEqual([
      'सिर्फ़ ओवर 20 के रन GT · 11.5',
      'GT 20 ओवर रन · 214.5',
    ]);
  });
});
