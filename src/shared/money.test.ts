import { describe, expect, it } from 'vitest';
import {
  layLiabilityPaise,
  layStakePaise,
  formatOdds,
  formatRupees,
  formatRupees2,
  oddsToHundredths,
  paiseToRupees,
  payoutPaise,
  payoutRupees,
  rupeesToPaise,
} from './money';

describe('money', () => {
  it('converts rupees to paise exactly', () => {
    expect(rupeesToPaise(10000)).toBe(1_000_000n);
    expect(rupeesToPaise('12.5')).toBe(1250n);
    expect(rupeesToPaise(0.1)).toBe(10n);
    expect(rupeesToPaise(-3.07)).toBe(-307n);
  });

  it('refuses more than 2 decimals and non-numbers', () => {
    expect(() => rupeesToPaise(1.005)).toThrow(RangeError);
    expect(() => rupeesToPaise('abc')).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
    expect(() => rupeesToPaise(1e21)).toThrow(RangeError);
  });

  it('converts paise back to rupees', () => {
    expect(paiseToRupees(1_000_000n)).toBe(10000);
    expect(paiseToRupees('1250')).toBe(12.5);
    expect(paiseToRupees(-307n)).toBe(-3.07);
  });

  it('computes payout rounded down to the paisa', () => {
    expect(payoutPaise(10_000n, oddsToHundredths(1.9))).toBe(19_000n);
    expect(payoutPaise(333n, oddsToHundredths('1.99'))).toBe(662n); // 662.67 -> 662
  });

  it('previews a payout exactly, as the server computes it', () => {
    expect(payoutRupees(600, 2.01)).toBe(1206); // 600 * 2.01 in floats is 1205.9999...
    expect(payoutRupees(333, 1.37)).toBe(456.21);
    expect(payoutRupees(0, 1.9)).toBe(0);
    expect(payoutRupees(Number.NaN, 1.9)).toBe(0);
    expect(formatRupees2(1206)).toBe('₹1,206.00');
    expect(formatOdds(1.9)).toBe('1.90');
  });

  it('formats rupees the Indian way', () => {
    expect(formatRupees(10000)).toBe('₹10,000');
    expect(formatRupees(1234567.5)).toBe('₹12,34,567.50');
  });

  it('writes rupees as Intl en-IN does, without Intl: grouping, sign, rounding and ties', () => {
    const whole = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    const upTo2 = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 2,
    });
    const two = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const amounts = [
      0, -0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10_000, 99_999, 100_000, 1_000_000, 12_345_678,
    ];
    amounts.push(
      123_456_789_012,
      2 ** 53 / 100,
      0.5,
      0.125,
      0.375,
      1.005,
      1.045,
      2.675,
      0.001,
      -0.001,
      99.995,
    );
    amounts.push(999_999.995, 1234567.5, 450.1, 10.01, -1, -100_000, -1234567.5, 1e-7, Number.NaN, Infinity);
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let i = 0; i < 2000; i++) {
      const magnitude = 10 ** Math.floor(random() * 12);
      amounts.push(
        Math.floor(random() * magnitude),
        Math.round(random() * magnitude * 100) / 100,
        random() * 1e5,
      );
    }
    for (const rupees of amounts.flatMap((a) => [a, -a])) {
      expect(formatRupees(rupees), String(rupees)).toBe(
        Number.isInteger(rupees) ? whole.format(rupees) : upTo2.format(rupees),
      );
      expect(formatRupees2(rupees), String(rupees)).toBe(two.format(rupees));
    }
  });
});

describe('lay amounts', () => {
  it('holds a lay’s payout less its stake, and gives the stake back from the two', () => {
    // ₹1,000 laid at 2.10 holds ₹1,100 and returns ₹2,100 if the option loses.
    expect(layLiabilityPaise(100_000n, 210)).toBe(110_000n);
    expect(layStakePaise(110_000n, 210_000n)).toBe(100_000n);
    // Rounded down to the paisa with the payout: ₹0.01 at 2.55 returns 2 paise and holds 1.
    expect(layLiabilityPaise(1n, 255)).toBe(1n);
  });
});
