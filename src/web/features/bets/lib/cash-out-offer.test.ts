import { describe, expect, it } from 'vitest';
import type { CashOutOffer } from '@shared/contracts/cash-out';
import { testBet } from '@/test/fixtures';
import { cashOutPresets, unavailableText } from './cash-out-offer';

const offer = (over: Partial<CashOutOffer> = {}): CashOutOffer => ({
  available: true,
  amount: 1187.5,
  reason: null,
  currentOdds: 2,
  marginBps: 500,
  ...over,
});

const presetsOf = (amount: number, odds = 2.5) => cashOutPresets(testBet({ amount, odds }), offer());

describe('cashOutPresets', () => {
  it("prices each part by the server's rule: ₹1,000 at 2.50, now 2.00, 5% margin", () => {
    expect(presetsOf(1000).map((p) => [p.label, p.stake, p.amount, p.staysOn, p.allowed])).toEqual([
      ['25%', 250, 296.87, 750, true],
      ['50%', 500, 593.75, 500, true],
      ['75%', 750, 890.62, 250, true],
      ['100%', 1000, 1187.5, 0, true],
    ]);
  });

  it('offers a part only when what stays on is at least ₹100', () => {
    expect(presetsOf(300).map((p) => p.allowed)).toEqual([true, true, false, true]);
    expect(presetsOf(200).map((p) => p.allowed)).toEqual([true, true, false, true]);
    // Half of ₹199.99 cashes out ₹99.99 (rounded down), so ₹100.00 stays on; half of ₹199.97 leaves ₹99.99.
    expect(presetsOf(199.99).map((p) => p.allowed)).toEqual([true, true, false, true]);
    expect(presetsOf(199.97).map((p) => p.allowed)).toEqual([true, false, false, true]);
    expect(presetsOf(120).map((p) => p.allowed)).toEqual([false, false, false, true]);
  });

  it("prices a lay by its liability, at its option's back price now: ₹1,000 laid at 2.10, backed now at 3.00", () => {
    // It holds ₹1,100 and returns ₹2,100: worth 2,100 x (1 - 1/3) = ₹1,400 now, less 5%: ₹1,330.
    const lay = testBet({ side: 'LAY', amount: 1000, odds: 2.1, liability: 1100, potentialPayout: 2100 });
    const presets = cashOutPresets(lay, offer({ currentOdds: 3 }));
    expect(presets.map((p) => [p.label, p.stake, p.amount, p.staysOn, p.allowed])).toEqual([
      ['25%', 275, 332.5, 825, true],
      ['50%', 550, 665, 550, true],
      ['75%', 825, 997.5, 275, true],
      ['100%', 1100, 1330, 0, true],
    ]);
  });

  it("falls back on the server's whole amount when there is no current price", () => {
    const presets = cashOutPresets(testBet({ amount: 1000 }), offer({ currentOdds: null, amount: 900 }));
    expect(presets.map((p) => p.amount)).toEqual([0, 0, 0, 900]);
  });
});

describe('unavailableText', () => {
  it('says why in words, and "Market suspended" before the server has said why', () => {
    expect(unavailableText(offer({ available: false, reason: 'SUSPENDED_WICKET' }))).toBe(
      'Ball in play: wicket',
    );
    expect(unavailableText(offer({ available: false, reason: 'NOTHING_LEFT' }))).toBe(
      'Nothing left to cash out',
    );
    expect(unavailableText(offer({ available: false, reason: null }))).toBe('Market suspended');
  });
});
