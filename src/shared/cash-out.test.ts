import { describe, expect, it } from 'vitest';
import {
  cashOutStakePaise,
  cashOutValuePaise,
  heldCashOutValuePaise,
  layCashOutValuePaise,
  layPayoutPaise,
} from './cash-out';

describe('cashOutValuePaise', () => {
  it('pays stake x odds taken / current odds, less the margin, rounded down to the paisa', () => {
    // ₹1,000 at 2.50, now 2.00: fair ₹1,250, less 5% = ₹1,187.50
    expect(cashOutValuePaise(100_000n, 250, 200, 500)).toBe(118_750n);
    // ₹333 at 1.97, now 2.11: 333 x 1.97 / 2.11 x 0.95 = 295.3599... -> ₹295.35
    expect(cashOutValuePaise(33_300n, 197, 211, 500)).toBe(29_535n);
  });

  it('never pays more than the bet would win', () => {
    // the option is all but won at 1.01: fair would be above stake x odds taken
    expect(cashOutValuePaise(100_000n, 300, 100, 0)).toBe(300_000n);
    expect(cashOutValuePaise(100_000n, 300, 101, 0)).toBe(297_029n);
  });

  it('is never negative, and nothing for no stake or no price', () => {
    expect(cashOutValuePaise(0n, 250, 200, 500)).toBe(0n);
    expect(cashOutValuePaise(100_000n, 250, 0, 500)).toBe(0n);
    expect(cashOutValuePaise(100_000n, 250, 200, 10_000)).toBe(0n);
  });
});

describe("the file's worked example", () => {
  it('₹1,000 at 2.50, now 2.00, 500 bps: ₹1,187.50 for all of it, ₹593.75 for half', () => {
    expect(cashOutValuePaise(100_000n, 250, 200, 500)).toBe(118_750n);
    const half = cashOutStakePaise(100_000n, 0.5);
    expect(half).toBe(50_000n);
    expect(cashOutValuePaise(half, 250, 200, 500)).toBe(59_375n);
  });
});

describe('cashOutStakePaise', () => {
  it('takes a fraction of the stake still on, down to the paisa, and all of it at 1', () => {
    expect(cashOutStakePaise(100_000n, 0.5)).toBe(50_000n);
    expect(cashOutStakePaise(33_301n, 0.25)).toBe(8_325n);
    expect(cashOutStakePaise(33_301n, 1)).toBe(33_301n);
  });
});

describe('layCashOutValuePaise', () => {
  it('pays the payout times the chance the option loses at the back price now, less the margin', () => {
    // ₹1,000 laid at 2.10 holds ₹1,100 and returns ₹2,100 if the option loses.
    expect(layPayoutPaise(110_000n, 210)).toBe(210_000n);
    expect(layCashOutValuePaise(110_000n, 210, 300, 500)).toBe(133_000n);
    // The option shortened to 1.50: the lay lost value, 2,100 x 0.5 / 1.5 = 700, less 5%.
    expect(layCashOutValuePaise(110_000n, 210, 150, 500)).toBe(66_500n);
  });

  it('is 0 for nothing held or no price, and never above the payout', () => {
    expect(layCashOutValuePaise(0n, 210, 300, 500)).toBe(0n);
    expect(layCashOutValuePaise(110_000n, 210, 100, 500)).toBe(0n);
    expect(layCashOutValuePaise(110_000n, 210, 100_000, 0)).toBeLessThanOrEqual(210_000n);
  });

  it('is chosen by side by heldCashOutValuePaise', () => {
    expect(heldCashOutValuePaise('LAY', 110_000n, 210, 300, 500)).toBe(133_000n);
    expect(heldCashOutValuePaise('BACK', 100_000n, 250, 200, 500)).toBe(118_750n);
  });
});
