import { describe, expect, it } from 'vitest';
import { feedMatch, innings } from '../feeds/test-support';
import { DEFAULT_MARGIN_BPS, overround } from './pricing';
import { priceScoreMarkets } from './score-market-prices';

const MI = 'Mumbai Indians';
const CSK = 'Chennai Super Kings';
const names = (match: Parameters<typeof priceScoreMarkets>[0]) =>
  priceScoreMarkets(match, DEFAULT_MARGIN_BPS, false).map((m) => m.name);

describe('score markets offered', () => {
  it('offers every runs-by-over market of both innings and the first two overs before the match, near evens', () => {
    const markets = priceScoreMarkets(feedMatch(MI, CSK), DEFAULT_MARGIN_BPS, false);
    // Before the toss the batting sides are not known: the innings name them.
    expect(markets.map((m) => m.name)).toEqual([
      '1st innings 6 over runs',
      '1st innings 10 over runs',
      '1st innings 15 over runs',
      '1st innings 20 over runs',
      '2nd innings 6 over runs',
      '2nd innings 10 over runs',
      '2nd innings 15 over runs',
      '2nd innings 20 over runs',
      'Only over 1 runs 1st innings',
      'Only over 2 runs 1st innings',
    ]);
    for (const market of markets) {
      expect(market.line! % 1).toBe(0.5);
      expect(market.options.map((o) => o.name)).toEqual(['Yes', 'No']);
      for (const option of market.options) expect(option.odds).toBeGreaterThan(1.7);
      expect(overround(market.options.map((o) => o.odds))).toBeCloseTo(1 + DEFAULT_MARGIN_BPS / 10_000, 1);
    }
    const sixOvers = markets[0]!;
    expect(sixOvers.line).toBeGreaterThan(40);
    expect(sixOvers.line).toBeLessThan(65);
    expect(sixOvers.linePricing).toMatchObject({ innings: 1, overs: 6 });
  });

  it('follows the innings being played: the over under way and the next two, no score market already decided', () => {
    const live = feedMatch(MI, CSK, {
      status: 'LIVE',
      tossWinner: MI,
      tossDecision: 'bat',
      innings: [innings(MI, 70, 2, 45, [8, 17, 25, 33, 41, 50, 60])],
    });
    // The 6-over market of the first innings is decided; each market names its batting side.
    expect(names(live)).toEqual([
      'MI 10 over runs',
      'MI 15 over runs',
      'MI 20 over runs',
      'CSK 6 over runs',
      'CSK 10 over runs',
      'CSK 15 over runs',
      'CSK 20 over runs',
      'Only over 8 runs MI',
      'Only over 9 runs MI',
      'Only over 10 runs MI',
    ]);
    // Over 8 is under way with 10 runs in it already: its line is above them.
    const over8 = priceScoreMarkets(live, DEFAULT_MARGIN_BPS, false).find(
      (m) => m.name === 'Only over 8 runs MI',
    )!;
    expect(over8.line).toBeGreaterThan(10);
    // The overs not yet started count their own runs only, not the rest of the over under way.
    for (const later of priceScoreMarkets(live, DEFAULT_MARGIN_BPS, false).filter((m) =>
      /^Only over (9|10) /.test(m.name),
    )) {
      expect(later.line).toBeGreaterThan(4);
      expect(later.line).toBeLessThan(12);
    }
  });

  it('offers the chase its runs-by-over and over markets once the first innings is over, capped by the target', () => {
    const chase = feedMatch(MI, CSK, {
      status: 'LIVE',
      tossWinner: MI,
      tossDecision: 'bat',
      innings: [innings(MI, 205, 6, 120, null), innings(CSK, 0, 0, 0, [])],
    });
    const markets = priceScoreMarkets(chase, DEFAULT_MARGIN_BPS, false);
    expect(markets.every((m) => m.linePricing!.innings === 2)).toBe(true);
    expect(markets.find((m) => m.name === 'CSK 20 over runs')!.line).toBeLessThan(206);
    expect(markets.filter((m) => m.kind === 'OVER_RUNS').map((m) => m.linePricing!.overs)).toEqual([1, 2]);
  });

  it('offers no over markets when the source does not report runs by over', () => {
    const live = feedMatch(MI, CSK, { status: 'LIVE', innings: [innings(MI, 30, 0, 20, null)] });
    expect(names(live).some((name) => name.includes('over 4 runs'))).toBe(false);
    expect(names(feedMatch(MI, CSK, { status: 'COMPLETED' }))).toEqual([]);
  });
});
