// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Me } from '@shared/contracts/me';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import type { LiveMarket, LiveMatch } from '../api/types';
import { defaultMarket } from '../lib/display-markets';
import { OptionCard, sanitizeStake } from './option-card';

const add = vi.fn();
vi.mock('@/features/bet-slip', () => ({ useBetSlip: () => ({ add }) }));

const team = (id: number, name: string, shortName: string) => ({
  id,
  name,
  shortName,
  logoPath: `/api/team-logos/${shortName}.svg`,
  primaryColor: '#004BA0',
  secondaryColor: '#D1AB3E',
  homeVenue: null,
  city: null,
});
const match: Pick<LiveMatch, 'id' | 'homeTeam' | 'awayTeam'> = {
  id: 7,
  homeTeam: team(1, 'Mumbai Indians', 'MI'),
  awayTeam: team(2, 'Chennai Super Kings', 'CSK'),
};
const market = (status: LiveMarket['status'] = 'OPEN'): LiveMarket => ({
  id: 70,
  name: 'Match Winner',
  kind: 'MATCH_WINNER',
  isToss: false,
  status,
  line: null,
  options: [{ id: 700, name: 'Mumbai Indians', odds: 1.85 }],
});
const player: Me = {
  id: 'u1',
  name: 'Demo Player',
  email: 'demo@iplbetting.app',
  phone: '9876543210',
  balance: 10000,
  isAdmin: false,
  createdAt: '2024-06-01T00:00:00.000Z',
};

function renderCard(opts: { me?: Me | null; market?: LiveMarket } = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(['me'], opts.me === undefined ? null : opts.me);
  const m = opts.market ?? market();
  return renderWithProviders(
    <ul>
      <OptionCard match={match} market={m} option={m.options[0]!} />
    </ul>,
    queryClient,
  );
}

const stakeInput = () => screen.getByLabelText('Stake for Mumbai Indians');
const placeBet = () => screen.getByRole('button', { name: 'Place Bet' });

beforeEach(() => {
  add.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 401 })),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
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
    expect(placeBet()).toBeDisabled();
  });

  it('accepts digits only and shows the win preview', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.type(stakeInput(), '2a0.0x');
    expect(stakeInput()).toHaveValue('200');
    expect(screen.getByText('₹370.00')).toBeInTheDocument();
    expect(placeBet()).toBeEnabled();
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

  it('keeps Place Bet disabled for a zero stake', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.type(stakeInput(), '0');
    expect(placeBet()).toBeDisabled();
  });

  it('refuses a stake below ₹100 with a message that goes after 4 seconds', () => {
    vi.useFakeTimers();
    renderCard({ me: player });
    fireEvent.change(stakeInput(), { target: { value: '50' } });
    fireEvent.click(placeBet());
    expect(screen.getByRole('alert')).toHaveTextContent('Minimum bet amount is ₹100');
    expect(add).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(3900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the login dialog when signed out', async () => {
    const user = userEvent.setup();
    renderCard({ me: null });
    await user.type(stakeInput(), '150');
    await user.click(placeBet());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getAllByText('Please log in to place a bet').length).toBeGreaterThan(0);
    expect(add).not.toHaveBeenCalled();
  });

  it('adds the bet to the slip when signed in, then clears the stake', async () => {
    const user = userEvent.setup();
    renderCard({ me: player });
    await user.type(stakeInput(), '250');
    await user.click(placeBet());
    expect(add).toHaveBeenCalledWith({
      matchId: 7,
      marketId: 70,
      optionId: 700,
      homeTeam: 'Mumbai Indians',
      awayTeam: 'Chennai Super Kings',
      marketName: 'Match Winner',
      optionName: 'Mumbai Indians',
      odds: 1.85,
      amount: 250,
    });
    expect(stakeInput()).toHaveValue('');
  });

  it('disables a suspended market and labels it', () => {
    renderCard({ me: player, market: market('SUSPENDED') });
    expect(screen.getByText('Suspended')).toBeInTheDocument();
    expect(stakeInput()).toBeDisabled();
    expect(placeBet()).toBeDisabled();
  });

  it('says the default market takes no bets', async () => {
    const user = userEvent.setup();
    renderCard({ me: player, market: defaultMarket(match) });
    await user.type(stakeInput(), '500');
    await user.click(placeBet());
    expect(screen.getByRole('alert')).toHaveTextContent('This market is not open for betting yet.');
    expect(add).not.toHaveBeenCalled();
  });
});
