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
    expect(markets.map((m) => m.name)).toEqual([
      '1st Innings 6 Over Runs',
      '1st Innings 10 Over Runs',
      '1st Innings 15 Over Runs',
      '1st Innings 20 Over Runs',
      '2nd Innings 6 Over Runs',
      '2nd Innings 10 Over Runs',
      '2nd Innings 15 Over Runs',
      '2nd Innings 20 Over Runs',
      '1st Innings Over 1 Runs',
      '1st Innings Over 2 Runs',
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
    const runsByOver = names(feedMatch(MI, CSK)).slice(1, 8); // the 6-over market of the first is decided
    expect(names(live)).toEqual([
      ...runsByOver,
      '1st Innings Over 8 Runs',
      '1st Innings Over 9 Runs',
      '1st Innings Over 10 Runs',
    ]);
    // Over 8 is under way with 10 runs in it already: its line is above them.
    const over8 = priceScoreMarkets(live, DEFAULT_MARGIN_BPS, false).find((m) => m.name.includes('Over 8'))!;
    expect(over8.line).toBeGreaterThan(10);
    // The overs not yet started count their own runs only, not the rest of the over under way.
    for (const later of priceScoreMarkets(live, DEFAULT_MARGIN_BPS, false).filter((m) =>
      /Over (9|10) /.test(m.name),
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
    expect(markets.find((m) => m.name === '2nd Innings 20 Over Runs')!.line).toBeLessThan(206);
    expect(markets.filter((m) => m.kind === 'OVER_RUNS').map((m) => m.linePricing!.overs)).toEqual([1, 2]);
  });

  it('offers no over markets when the source does not report runs by over', () => {
    const live = feedMatch(MI, CSK, { status: 'LIVE', innings: [innings(MI, 30, 0, 20, null)] });
    expect(names(live).some((name) => name.includes('Over 4 Runs'))).toBe(false);
    expect(names(feedMatch(MI, CSK, { status: 'COMPLETED' }))).toEqual([]);
  });
});
