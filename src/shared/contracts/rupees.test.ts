import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rupeesToPaise } from '../money';
import { MAX_RUPEES, rupeesSchema } from './rupees';
import { WITHDRAWAL_TEXT, withdrawalAmountSchemaWith } from './withdrawals';

const refusals = {
  notANumber: 'not a number',
  tooManyDecimals: 'too many decimals',
  tooSmall: 'too small',
  tooLarge: 'too large',
};
const amount = rupeesSchema(refusals);
const refusal = (value: unknown) => amount.safeParse(value).error?.issues.map((i) => i.message);

/** The number whose decimal text is `units / 10^decimals`, as JSON would read it. */
const fromText = (units: bigint, decimals: number) => {
  const text = units.toString().padStart(decimals + 1, '0');
  return Number(`${text.slice(0, -decimals)}.${text.slice(-decimals)}`);
};

describe('rupeesSchema', () => {
  it('accepts every amount with at most 2 decimals up to the maximum, and it converts exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: BigInt(MAX_RUPEES) * 100n }), (paise) => {
        const rupees = fromText(paise, 2);
        expect(amount.parse(rupees)).toBe(rupees);
        expect(rupeesToPaise(rupees)).toBe(paise);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses every amount with 3 decimals', () => {
    // Up to 15 significant digits, the most a double keeps: each is its own decimal text.
    const thousandths = fc.bigInt({ min: 0n, max: 10n ** 14n }).filter((n) => n % 10n !== 0n);
    fc.assert(
      fc.property(thousandths, (units) => {
        expect(refusal(fromText(units, 3))).toEqual([refusals.tooManyDecimals]);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the decimal text, not a float product', () => {
    // 512.2 * 100 is 51220.00000000001: a check on the product refuses it.
    expect(512.2 * 100).not.toBe(51220);
    expect(amount.parse(512.2)).toBe(512.2);
    expect(rupeesToPaise(512.2)).toBe(51220n);
    expect(rupeesToPaise(0.07)).toBe(7n);
    expect(refusal(0.001)).toEqual([refusals.tooManyDecimals]);
    expect(refusal(12.345)).toEqual([refusals.tooManyDecimals]);
  });

  it('refuses what is not an amount: exponent forms, past the range, non-finite, negative', () => {
    expect(refusal(1e-7)).toEqual([refusals.tooManyDecimals]);
    expect(refusal(1e21)).toEqual([refusals.tooLarge]);
    expect(refusal(MAX_RUPEES + 0.01)).toEqual([refusals.tooLarge]);
    expect(refusal(Number.MAX_VALUE)).toEqual([refusals.tooLarge]);
    expect(refusal(-0.01)).toEqual([refusals.tooSmall]);
    expect(refusal(-1e21)).toEqual([refusals.tooSmall]);
    for (const value of [Infinity, -Infinity, Number.NaN, '10', null])
      expect(refusal(value)).toEqual([refusals.notANumber]);
    expect(amount.parse(MAX_RUPEES)).toBe(MAX_RUPEES);
    expect(amount.parse(0)).toBe(0);
  });

  it("ends the checks at its refusal: a field's own rules run only on an amount", () => {
    const whole = amount.int('whole rupees').min(100, 'at least 100');
    expect(whole.safeParse(0.001).error?.issues.map((i) => i.message)).toEqual([refusals.tooManyDecimals]);
    expect(whole.safeParse(150.5).error?.issues.map((i) => i.message)).toEqual(['whole rupees']);
    expect(whole.safeParse(50).error?.issues.map((i) => i.message)).toEqual(['at least 100']);
  });
});

describe('the withdrawal amount', () => {
  it('accepts every amount from ₹500.00 to ₹9,999.99', () => {
    const schema = withdrawalAmountSchemaWith(WITHDRAWAL_TEXT);
    const refused: number[] = [];
    for (let paise = 50_000n; paise <= 999_999n; paise++) {
      const rupees = fromText(paise, 2);
      if (!schema.safeParse(rupees).success) refused.push(rupees);
    }
    expect(refused.slice(0, 5)).toEqual([]);
    expect(refused.length).toBe(0);
  }, 60_000); // 950,000 parses: seconds on a busy machine
});
