import { describe, expect, it } from 'vitest';
import {
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
});
