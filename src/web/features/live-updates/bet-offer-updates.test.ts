import { describe, expect, it } from 'vitest';
import type { Bet } from '@shared/contracts/bets';
import { testBet } from '@/test/fixtures';
import { applyMarketToOffers, applyOddsToOffers } from './bet-offer-updates';

const pending = (over: Partial<Bet> = {}) =>
  testBet({
    amount: 1000,
    odds: 2.5,
    cashOut: { available: true, amount: 1319.44, reason: null, currentOdds: 1.8, marginBps: 500 },
    ...over,
  });
const odds = (optionId: number, value: number, marketId = 10) => ({
  matchId: 7,
  marketId,
  options: [{ id: optionId, odds: value, previousOdds: 1.8, layOdds: null }],
});

describe('applyOddsToOffers', () => {
  it("reprices the offer of a bet's option at its new odds", () => {
    const after = applyOddsToOffers({ bets: [pending()] }, odds(100, 2))!;
    expect(after.bets[0]!.cashOut).toMatchObject({ currentOdds: 2, amount: 1187.5, available: true });
  });

  it("reprices a lay's offer by its liability at its option's new back price", () => {
    // ₹1,000 laid at 2.10 holds ₹1,100; backed now at 3.00 it is worth 2,100 x 2/3 less 5%: ₹1,330.
    const lay = pending({ side: 'LAY', odds: 2.1, liability: 1100, potentialPayout: 2100 });
    const after = applyOddsToOffers({ bets: [lay] }, odds(100, 3))!;
    expect(after.bets[0]!.cashOut).toMatchObject({ currentOdds: 3, amount: 1330, available: true });
  });

  it('returns the same list for another market or option, or no change', () => {
    const list = { bets: [pending()] };
    expect(applyOddsToOffers(list, odds(100, 2, 11))).toBe(list);
    expect(applyOddsToOffers(list, odds(101, 2))).toBe(list);
    expect(applyOddsToOffers(list, odds(100, 1.8))).toBe(list);
    expect(applyOddsToOffers(undefined, odds(100, 2))).toBeUndefined();
  });

  it('keeps an unavailable offer at 0', () => {
    const greyed = pending({
      cashOut: { available: false, amount: 0, reason: 'SUSPENDED_WICKET', currentOdds: 1.8, marginBps: 500 },
    });
    expect(applyOddsToOffers({ bets: [greyed] }, odds(100, 2))!.bets[0]!.cashOut!.amount).toBe(0);
  });
});

describe('applyMarketToOffers', () => {
  it('greys the offers of a market that is no longer open, and leaves an opened one to the refetch', () => {
    const list = { bets: [pending()] };
    const suspended = applyMarketToOffers(list, { matchId: 7, marketId: 10, status: 'SUSPENDED' })!;
    expect(suspended.bets[0]!.cashOut).toMatchObject({ available: false, amount: 0, reason: null });
    expect(applyMarketToOffers(list, { matchId: 7, marketId: 10, status: 'OPEN' })).toBe(list);
  });
});
