import { describe, expect, it } from 'vitest';
import { oddsToHundredths } from '@shared/money';
import {
  clampOdds,
  DEFAULT_MARGIN_BPS,
  MAX_ODDS,
  MIN_ODDS,
  overround,
  priceBackAndLay,
  priceWithMargin,
  roundOdds,
} from './pricing';

const hasTwoDecimals = (odds: number) => Math.abs(odds * 100 - Math.round(odds * 100)) < 1e-9;

describe('priceWithMargin', () => {
  it('builds in the margin: sum(1/odds) is 1 + marginBps / 10 000 within rounding', () => {
    for (const probabilities of [
      [0.5, 0.5],
      [0.62, 0.38],
      [0.2, 0.3, 0.5],
      [0.1, 0.15, 0.25, 0.5],
    ]) {
      for (const marginBps of [0, 500, 600, 1000]) {
        const odds = priceWithMargin(probabilities, marginBps);
        expect(Math.abs(overround(odds) - (1 + marginBps / 10_000))).toBeLessThan(0.01);
      }
    }
  });

  it('prices at 600 bps by default, the figures a 6% overround gives', () => {
    expect(DEFAULT_MARGIN_BPS).toBe(600);
    expect(priceWithMargin([0.5, 0.5])).toEqual([1.89, 1.89]);
    expect(priceWithMargin([0.62, 0.38], 600)).toEqual([1.52, 2.48]);
    expect(priceWithMargin([0.2, 0.3, 0.5], 600)).toEqual([4.72, 3.14, 1.89]);
    expect(priceWithMargin([0.1, 0.15, 0.25, 0.5], 600)).toEqual([9.43, 6.29, 3.77, 1.89]);
    expect(priceWithMargin([0.013, 0.987], 600)).toEqual([72.57, 1.01]);
  });

  it('keeps the order of the outcomes and the fair price before margin', () => {
    expect(priceWithMargin([0.5, 0.5], 0)).toEqual([2, 2]);
    expect(priceWithMargin([0.25, 0.75], 0)).toEqual([4, 1.33]);
    const [favourite, outsider] = priceWithMargin([0.7, 0.3]);
    expect(favourite).toBeLessThan(outsider!);
  });

  it('always gives 2-decimal odds between 1.01 and 100 that the database accepts', () => {
    for (const p of [0, 1e-6, 0.003, 0.2, 0.5, 0.9, 0.99, 0.999999, 1]) {
      for (const odds of priceWithMargin([p, 1 - p])) {
        expect(odds).toBeGreaterThanOrEqual(MIN_ODDS);
        expect(odds).toBeLessThanOrEqual(MAX_ODDS);
        expect(hasTwoDecimals(odds)).toBe(true);
        expect(oddsToHundredths(odds)).toBeGreaterThan(100);
      }
    }
  });

  it('normalises probabilities that drift from 1 and rejects nonsense', () => {
    expect(priceWithMargin([0.3333333, 0.3333333, 0.3333333], 0)).toEqual([3, 3, 3]);
    expect(() => priceWithMargin([-0.1, 1.1])).toThrow(RangeError);
    expect(() => priceWithMargin([Number.NaN, 1])).toThrow(RangeError);
    expect(() => priceWithMargin([0, 0])).toThrow(RangeError);
  });

  it('rounds half up without float surprises', () => {
    expect(roundOdds(1.005)).toBe(1.01);
    expect(roundOdds(2.675)).toBe(2.68);
    expect(clampOdds(1.0001)).toBe(1.01);
    expect(clampOdds(250)).toBe(100);
  });
});

describe('priceBackAndLay', () => {
  const books = [
    [0.5, 0.5],
    [0.62, 0.38],
    [0.2, 0.3, 0.5],
    [0.1, 0.15, 0.25, 0.5],
    [0.013, 0.987],
  ];

  it('keeps the back odds and puts every lay above its back, with fair odds between them', () => {
    for (const probabilities of books) {
      for (const marginBps of [300, 600, 2000]) {
        const prices = priceBackAndLay(probabilities, marginBps);
        expect(prices.map((p) => p.odds)).toEqual(priceWithMargin(probabilities, marginBps));
        prices.forEach(({ odds, layOdds }, i) => {
          const fair = 1 / probabilities[i]!;
          expect(layOdds).not.toBeNull();
          expect(layOdds!).toBeGreaterThan(odds);
          expect(odds).toBeLessThanOrEqual(roundOdds(fair));
          expect(layOdds!).toBeGreaterThanOrEqual(Math.min(MAX_ODDS, roundOdds(fair)));
        });
      }
    }
  });

  it('spreads the margin across the spread: the lay book sums to 1 - margin as the back to 1 + margin', () => {
    for (const probabilities of books.slice(0, 4)) {
      for (const marginBps of [300, 600, 2000]) {
        const lay = priceBackAndLay(probabilities, marginBps).map((p) => p.layOdds!);
        expect(Math.abs(overround(lay) - (1 - marginBps / 10_000))).toBeLessThan(0.01);
      }
    }
    expect(priceBackAndLay([0.5, 0.5], 600)).toEqual([
      { odds: 1.89, layOdds: 2.13 },
      { odds: 1.89, layOdds: 2.13 },
    ]);
    expect(priceBackAndLay([0.62, 0.38], 600)).toEqual([
      { odds: 1.52, layOdds: 1.72 },
      { odds: 2.48, layOdds: 2.8 },
    ]);
  });

  it('rounds and clamps as back odds, one hundredth above back where rounding would meet it', () => {
    for (const p of [0, 1e-6, 0.003, 0.2, 0.5, 0.9, 0.99, 0.999999, 1]) {
      for (const { odds, layOdds } of priceBackAndLay([p, 1 - p])) {
        if (layOdds === null) continue;
        expect(layOdds).toBeGreaterThan(odds);
        expect(layOdds).toBeLessThanOrEqual(MAX_ODDS);
        expect(hasTwoDecimals(layOdds)).toBe(true);
      }
    }
    expect(priceBackAndLay([0.5, 0.5], 0)).toEqual([
      { odds: 2, layOdds: 2.01 },
      { odds: 2, layOdds: 2.01 },
    ]);
    expect(priceBackAndLay([1, 0], 600)[0]).toEqual({ odds: 1.01, layOdds: 1.06 });
  });

  it('offers no lay on an impossible outcome or beyond the longest odds', () => {
    expect(priceBackAndLay([1, 0], 600)[1]).toEqual({ odds: MAX_ODDS, layOdds: null });
    // Back 95.29, fair 101.01: a lay clamped at 100 would be shorter than fair.
    expect(priceBackAndLay([0.0099, 0.9901], 600)[0]).toEqual({ odds: 95.29, layOdds: null });
    expect(() => priceBackAndLay([0.5, 0.5], 10_000)).toThrow(RangeError);
  });
});
