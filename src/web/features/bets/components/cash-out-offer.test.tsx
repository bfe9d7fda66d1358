// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Bet } from '@shared/contracts/bets';
import type { CashOutRequest } from '@shared/contracts/cash-out';
import type { Me } from '@shared/contracts/me';
import { setupDomTests } from '@/test/dom';
import { errorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub';
import { testBet, testPlayer } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { loadLazyParts } from '@/test/lazy-parts';
import { meQueryKey } from '@/lib/signed-in';
import { CashOutOffer, CompactCashOut } from './cash-out-offer';

setupDomTests();

beforeAll(loadLazyParts);

/** ₹1,000 at 2.50, the option now at 2.00, 5% margin: ₹1,187.50 for the whole stake. */
const bet = (over: Partial<Bet> = {}) =>
  testBet({
    id: 'b1',
    amount: 1000,
    odds: 2.5,
    potentialPayout: 2500,
    cashOut: { available: true, amount: 1187.5, reason: null, currentOdds: 2, marginBps: 500 },
    ...over,
  });

/** Answers each cash-out POST in turn, and records the bodies sent. */
function stubCashOut(answers: Response[]) {
  const sent: CashOutRequest[] = [];
  stubFetch({
    me: testPlayer,
    handle: (url, init) => {
      if (url !== '/api/me/bets/b1/cash-out' || init.method !== 'POST') return undefined;
      sent.push(JSON.parse(String(init.body)) as CashOutRequest);
      return answers.shift();
    },
  });
  return sent;
}

const cashedOut = (amount: number) =>
  jsonResponse({ amount, bet: bet({ status: 'CASHED_OUT', amount: 0, cashOut: null }), balance: 11187.5 });

describe('CashOutOffer', () => {
  it('offers the whole stake, and each part whose rest stays at ₹100 or more', () => {
    stubCashOut([]);
    renderWithProviders(<CashOutOffer bet={bet({ amount: 300, potentialPayout: 750 })} />);
    expect(screen.getByRole('button', { name: 'Cash Out ₹356.25' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '50%' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '75%' })).toBeDisabled();
  });

  it('offers only the whole stake when any part would leave under ₹100 on', () => {
    stubCashOut([]);
    renderWithProviders(<CashOutOffer bet={bet({ amount: 120, potentialPayout: 300 })} />);
    expect(screen.getByText('Only a full cash-out: what stays on would be under ₹100.')).toBeInTheDocument();
    for (const part of ['25%', '50%', '75%'])
      expect(screen.getByRole('button', { name: part })).toBeDisabled();
  });

  it('greys the offer out with its reason', () => {
    stubCashOut([]);
    renderWithProviders(
      <CashOutOffer
        bet={bet({
          cashOut: {
            available: false,
            amount: 0,
            reason: 'SUSPENDED_BOUNDARY',
            currentOdds: 2,
            marginBps: 500,
          },
        })}
      />,
    );
    expect(screen.getByRole('button', { name: 'Cash Out' })).toBeDisabled();
    expect(screen.getByText('Ball in play: boundary')).toBeInTheDocument();
  });

  it('confirms half the stake in the slip-style dialog and sets the balance it answers', async () => {
    const user = userEvent.setup();
    const sent = stubCashOut([cashedOut(593.75)]);
    const { queryClient } = renderWithProviders(<CashOutOffer bet={bet()} />);
    queryClient.setQueryData<Me>(meQueryKey, testPlayer);
    await user.click(screen.getByRole('button', { name: '50%' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cash Out' });
    expect(within(dialog).getByText('Stays on').nextSibling).toHaveTextContent('₹500.00 at 2.50');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Cash Out ₹593.75' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ idempotencyKey: expect.any(String), expectedAmount: 593.75, fraction: 0.5 }]);
    expect(queryClient.getQueryData<Me>(meQueryKey)?.balance).toBe(11187.5);
  });

  it('shows the new price when it moved, and cashes out at it once accepted, with a new key', async () => {
    const user = userEvent.setup();
    const priceChanged = jsonResponse(
      { error: { code: 'CASH_OUT_PRICE_CHANGED', message: 'The price changed', details: { amount: 1150 } } },
      409,
    );
    const sent = stubCashOut([priceChanged, cashedOut(1150)]);
    renderWithProviders(<CashOutOffer bet={bet()} />);
    await user.click(screen.getByRole('button', { name: 'Cash Out ₹1,187.50' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cash Out' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Cash Out ₹1,187.50' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The price changed from ₹1,187.50 to ₹1,150.00.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Accept ₹1,150.00' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.map((s) => [s.expectedAmount, s.fraction])).toEqual([
      [1187.5, 1],
      [1150, 1],
    ]);
    expect(sent[1]!.idempotencyKey).not.toBe(sent[0]!.idempotencyKey);
  });

  it('retries a request whose answer was lost with its key, and sends one the offer changed with a new key', async () => {
    const user = userEvent.setup();
    const lost = () => errorResponse(500, 'INTERNAL', 'Something went wrong');
    const sent = stubCashOut([lost(), lost(), cashedOut(1158.53)]);
    let moveOffer = () => {};
    function LiveOffer() {
      const [live, setLive] = useState(bet());
      moveOffer = () => setLive(bet({ cashOut: { ...live.cashOut!, amount: 1158.53, currentOdds: 2.05 } }));
      return <CashOutOffer bet={live} />;
    }
    renderWithProviders(<LiveOffer />);
    await user.click(screen.getByRole('button', { name: 'Cash Out ₹1,187.50' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cash Out' });
    const confirm = (name: string) => user.click(within(dialog).getByRole('button', { name }));
    await confirm('Confirm Cash Out ₹1,187.50');
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Confirm Cash Out ₹1,187.50' })).toBeEnabled(),
    );
    await confirm('Confirm Cash Out ₹1,187.50');
    await waitFor(() => expect(sent).toHaveLength(2));
    // The live offer moves: accepting it is another request.
    act(() => moveOffer());
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Confirm Cash Out ₹1,158.53' })).toBeEnabled(),
    );
    await confirm('Confirm Cash Out ₹1,158.53');
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey);
    expect(sent[2]!.idempotencyKey).not.toBe(sent[0]!.idempotencyKey);
  });

  it('says why the server refused, and offers no confirm', async () => {
    const user = userEvent.setup();
    const unavailable = jsonResponse(
      {
        error: {
          code: 'CASH_OUT_UNAVAILABLE',
          message: 'Cash out is not available',
          details: { reason: 'SUSPENDED_WICKET' },
        },
      },
      409,
    );
    stubCashOut([unavailable]);
    renderWithProviders(<CashOutOffer bet={bet()} />);
    await user.click(screen.getByRole('button', { name: 'Cash Out ₹1,187.50' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cash Out' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Cash Out ₹1,187.50' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cash Out unavailable: Ball in play: wicket',
    );
    expect(within(dialog).getByRole('button', { name: 'Cash Out unavailable' })).toBeDisabled();
  });
});

describe('CompactCashOut', () => {
  it('names the market of a pick with a line, and only the pick otherwise', () => {
    stubCashOut([]);
    renderWithProviders(
      <>
        <CompactCashOut
          bet={bet({ optionName: 'Yes', line: 56.5, marketName: 'MI 6 over runs', amount: 500 })}
        />
        <CompactCashOut bet={bet({ id: 'b2', optionName: 'Mumbai Indians', line: null, amount: 500 })} />
      </>,
    );
    const [session, winner] = screen.getAllByTestId('compact-cash-out');
    expect(session).toHaveTextContent('Your bet: Yes 56.5 (MI 6 over runs) ₹500 @ 2.50');
    expect(winner).toHaveTextContent('Your bet: Mumbai Indians ₹500 @ 2.50');
  });
});
