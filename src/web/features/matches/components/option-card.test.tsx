// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import type { Me } from '@shared/contracts/me';
import { stakeSchema } from '@shared/contracts/bets';
import { setupDomTests } from '@/test/dom';
import { stubFetch } from '@/test/fetch-stub';
import { testMarket, testMatch, testPlayer } from '@/test/fixtures';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { loadLazyParts } from '@/test/lazy-parts';
import type { LiveMarket } from '@/lib/live-odds';
import { defaultMarket } from '../lib/display-markets';
import { meQueryKey } from '@/lib/signed-in';
import { OptionCard, sanitizeStake } from './option-card';
import { SlipActionContext, type SlipAction } from './slip-action';

const add = vi.fn();
const stake = stakeSchema({ minStake: 100, maxStake: 1_000_000, maxSelections: 10 });
// The slip as the app layer hands it to the cards, with the contract's own stake rule.
const slipAction: SlipAction = {
  stakeProblem: async (amount) => stake.safeParse(amount).error?.issues[0]?.message ?? null,
  add,
  toggle: vi.fn(),
  picked: () => undefined,
};

const match = testMatch({ id: 7 });
const market = (status: LiveMarket['status'] = 'OPEN') =>
  testMarket({ id: 70, status, options: [{ id: 700, name: 'Mumbai Indians', odds: 1.85, layOdds: null }] });

/** First Innings Runs with its line, and its Over option. */
const overRuns = () =>
  testMarket({
    id: 71,
    name: 'First Innings Runs',
    kind: 'FIRST_INNINGS_RUNS',
    line: 177.5,
    options: [{ id: 710, name: 'Over', odds: 1.9, layOdds: null }],
  });

function renderCard(opts: { me?: Me | null; market?: LiveMarket; side?: 'BACK' | 'LAY' } = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(meQueryKey, opts.me === undefined ? null : opts.me);
  const m = opts.market ?? market();
  return renderWithProviders(
    <SlipActionContext value={slipAction}>
      <ul>
        <OptionCard match={match} market={m} option={m.options[0]!} side={opts.side} />
      </ul>
    </SlipActionContext>,
    queryClient,
  );
}

const stakeInput = () => screen.getByLabelText('Stake for Mumbai Indians');
const addToSlip = () => screen.getByRole('button', { name: 'Add to slip' });

setupDomTests();

beforeAll(loadLazyParts);

beforeEach(() => {
  add.mockReset();
  stubFetch();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sanitizeStake', () => {
  it('keeps digits only, drops leading zeros, caps the length', () => {
    expect(sanitizeStake('1a2-3.4')).toBe('1234');
    expect(sanitizeStake('00250')).toBe('250');
    expect(sanitizeStake('0')).toBe('0');
    expect(sanitizeStake('12345678901234')).toBe('123456789');
  });
});

describe('OptionCard', () => {
  it('shows the option, its odds to 2 decimals and a numeric stake box', () => {
    renderCard();
    expect(screen.getByText('Mumbai Indians')).toBeInTheDocument();
    expect(screen.getByTestId('odds')).toHaveTextContent('1.85');
    expect(stakeInput()).toHaveAttribute('inputmode', 'numeric');
    expect(addToSlip()).toBeDisabled();
  });

  it('accepts digits only and shows the win preview', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.type(stakeInput(), '2a0.0x');
    expect(stakeInput()).toHaveValue('200');
    expect(screen.getByText('₹370.00')).toBeInTheDocument();
    expect(addToSlip()).toBeEnabled();
  });

  it('quick-add buttons add to the current stake', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: /Add ₹100 to stake/ }));
    await user.click(screen.getByRole('button', { name: /Add ₹500 to stake/ }));
    await user.click(screen.getByRole('button', { name: /Add ₹1000 to stake/ }));
    expect(stakeInput()).toHaveValue('1600');
    await user.type(stakeInput(), '0');
    expect(stakeInput()).toHaveValue('16000');
    await user.click(screen.getByRole('button', { name: /Add ₹100 to stake/ }));
    expect(stakeInput()).toHaveValue('16100');
  });

  it('keeps Add to slip disabled for a zero stake', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.type(stakeInput(), '0');
    expect(addToSlip()).toBeDisabled();
  });

  it('refuses a stake below ₹100 with a message that goes after 4 seconds', async () => {
    vi.useFakeTimers();
    renderCard({ me: testPlayer });
    fireEvent.change(stakeInput(), { target: { value: '50' } });
    fireEvent.click(addToSlip());
    // The stake's check resolves (it loads with zod on first use).
    await act(async () => {});
    expect(screen.getByRole('alert')).toHaveTextContent('Minimum bet amount is ₹100');
    expect(add).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(3900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the minimum-bet message as soon as the stake changes', async () => {
    renderCard({ me: testPlayer });
    fireEvent.change(stakeInput(), { target: { value: '50' } });
    fireEvent.click(addToSlip());
    expect(await screen.findByRole('alert')).toHaveTextContent('Minimum bet amount is ₹100');
    fireEvent.change(stakeInput(), { target: { value: '150' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the login dialog when signed out', async () => {
    const user = userEvent.setup();
    renderCard({ me: null });
    await user.type(stakeInput(), '150');
    await user.click(addToSlip());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect((await screen.findAllByText('Please log in to place a bet')).length).toBeGreaterThan(0);
    expect(add).not.toHaveBeenCalled();
  });

  it('adds the bet to the slip when signed in, then clears the stake', async () => {
    const user = userEvent.setup();
    renderCard({ me: testPlayer });
    await user.type(stakeInput(), '250');
    await user.click(addToSlip());
    expect(add).toHaveBeenCalledWith({
      matchId: 7,
      marketId: 70,
      optionId: 700,
      side: 'BACK',
      homeTeam: 'Mumbai Indians',
      awayTeam: 'Chennai Super Kings',
      marketName: 'Match Winner',
      optionName: 'Mumbai Indians',
      odds: 1.85,
      amount: 250,
    });
    expect(stakeInput()).toHaveValue('');
  });

  it('lays at the lay odds: shows Lay, the liability and the win, and hands the slip a LAY', async () => {
    const user = userEvent.setup();
    const laid = testMarket({
      id: 70,
      options: [{ id: 700, name: 'Mumbai Indians', odds: 2, layOdds: 2.1 }],
    });
    renderCard({ me: testPlayer, market: laid, side: 'LAY' });
    expect(screen.getByText('Lay')).toBeInTheDocument();
    expect(screen.getByTestId('odds')).toHaveTextContent('2.10');
    await user.type(stakeInput(), '1000');
    // ₹1,000 laid at 2.10 holds ₹1,100, and returns it with the ₹1,000 won.
    expect(screen.getByTestId('option-liability')).toHaveTextContent('₹1,100.00');
    expect(screen.getByText('₹2,100.00')).toBeInTheDocument();
    await user.click(addToSlip());
    expect(add).toHaveBeenCalledWith(expect.objectContaining({ side: 'LAY', odds: 2.1, amount: 1000 }));
  });

  it('takes no lay of an option the house does not lay', () => {
    renderCard({ me: testPlayer, market: market(), side: 'LAY' });
    expect(stakeInput()).toBeDisabled();
    expect(addToSlip()).toBeDisabled();
  });

  it('names an over/under option with its line, on the card and in the slip', async () => {
    const user = userEvent.setup();
    const runs = overRuns();
    renderCard({ me: testPlayer, market: runs });
    expect(screen.getByText('Over 177.5')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Stake for Over 177.5'), '250');
    await user.click(addToSlip());
    expect(add).toHaveBeenCalledWith(expect.objectContaining({ optionName: 'Over 177.5', marketId: 71 }));
  });

  it('disables a suspended market and labels it', () => {
    renderCard({ me: testPlayer, market: market('SUSPENDED') });
    expect(screen.getByText('Suspended')).toBeInTheDocument();
    expect(stakeInput()).toBeDisabled();
    expect(addToSlip()).toBeDisabled();
  });

  it('says the default market takes no bets', async () => {
    const user = userEvent.setup();
    renderCard({ me: testPlayer, market: defaultMarket(match) });
    await user.type(stakeInput(), '500');
    await user.click(addToSlip());
    expect(screen.getByRole('alert')).toHaveTextContent('This market is not open for betting yet.');
    expect(add).not.toHaveBeenCalled();
  });
});

describe('OptionCard on a Hindi page', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('names the option in Hindi with its line, and hands the slip its English name', async () => {
    const { messages } = await import('@/locales/hi/messages.po');
    i18n.loadAndActivate({ locale: 'hi', messages });
    const user = userEvent.setup();
    const runs = overRuns();
    renderCard({ me: testPlayer, market: runs });
    expect(screen.getByText('ओवर 177.5')).toBeInTheDocument();
    await user.type(screen.getByLabelText('ओवर 177.5 पर दांव राशि'), '250');
    await user.click(screen.getByRole('button', { name: 'स्लिप में जोड़ें' }));
    expect(add).toHaveBeenCalledWith(
      expect.objectContaining({ optionName: 'Over 177.5', marketName: 'First Innings Runs' }),
    );
  });
});
