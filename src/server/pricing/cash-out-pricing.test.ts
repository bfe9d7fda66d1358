import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CASH_OUT_MARGIN_BPS } from '@shared/cash-out';
import { cashOutPricing } from './cash-out-pricing';

describe('cash-out pricing', () => {
  afterEach(() => cashOutPricing.configure({ CASH_OUT_MARGIN_BPS: DEFAULT_CASH_OUT_MARGIN_BPS }));

  it('prices at the shared default until the configuration sets a margin', () => {
    expect(cashOutPricing.marginBps).toBe(500);
    // ₹1,000 backed at 2.50, now 2.00: fair ₹1,250, less 5%.
    expect(cashOutPricing.valuePaise('BACK', 100_000n, 250, 200)).toBe(118_750n);
  });

  it('prices every offer at the configured margin', () => {
    cashOutPricing.configure({ CASH_OUT_MARGIN_BPS: 1000 });
    expect(cashOutPricing.marginBps).toBe(1000);
    // The same bet less 10%: ₹1,125.
    expect(cashOutPricing.valuePaise('BACK', 100_000n, 250, 200)).toBe(112_500n);
  });

  it("prices a lay's liability as its payout less its payout at the back price now", () => {
    // ₹1,100 of liability laid at 2.10 returns ₹2,100; backed now at 3.00: 2,100 x 2 / 3 = ₹1,400, less 5%.
    expect(cashOutPricing.valuePaise('LAY', 110_000n, 210, 300)).toBe(133_000n);
    cashOutPricing.configure({ CASH_OUT_MARGIN_BPS: 1000 });
    // Less 10%: ₹1,260.
    expect(cashOutPricing.valuePaise('LAY', 110_000n, 210, 300)).toBe(126_000n);
  });
});
