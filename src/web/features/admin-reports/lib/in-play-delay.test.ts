import { describe, expect, it } from 'vitest';
import type { InPlayDelayFigures } from '@shared/contracts/reports';
import { inPlayDelayText, refusalsByCount, shareOfEnded } from './in-play-delay';

const flow = (count: number) => ({ count, amount: count * 100 });
const figures = (placed: number, refusals: Partial<Record<string, number>>): InPlayDelayFigures => {
  const byReason = {
    BALL_BOWLED: flow(refusals.BALL_BOWLED ?? 0),
    MARKET_SUSPENDED: flow(refusals.MARKET_SUSPENDED ?? 0),
    MARKET_CLOSED: flow(refusals.MARKET_CLOSED ?? 0),
    ODDS_CHANGED: flow(refusals.ODDS_CHANGED ?? 0),
    FEED_STALE: flow(refusals.FEED_STALE ?? 0),
  };
  const refused = Object.values(byReason).reduce((sum, f) => sum + f.count, 0);
  return { placed: flow(placed), refused: flow(refused), refusedByReason: byReason };
};

describe('the in-play delay in the report', () => {
  it('says the period in one line: placed, refused, and the reasons most first, without the zeros', () => {
    const period = figures(412, { ODDS_CHANGED: 3, BALL_BOWLED: 30, MARKET_SUSPENDED: 5 });
    expect(inPlayDelayText(period)).toBe(
      '412 placed, 38 refused (ball bowled 30, suspended 5, odds changed 3)',
    );
    expect(refusalsByCount(period)).toEqual(['BALL_BOWLED', 'MARKET_SUSPENDED', 'ODDS_CHANGED']);
  });

  it('keeps the reasons’ order between equal counts, and says when none was refused', () => {
    expect(inPlayDelayText(figures(0, { FEED_STALE: 2, MARKET_CLOSED: 2 }))).toBe(
      '0 placed, 4 refused (market closed 2, feed stale 2)',
    );
    expect(inPlayDelayText(figures(7, {}))).toBe('7 placed, none refused');
  });

  it('gives a share of all the slips whose delay ended, and none of nothing', () => {
    const period = figures(412, { BALL_BOWLED: 30, MARKET_SUSPENDED: 5, ODDS_CHANGED: 3 });
    expect(shareOfEnded(38, period)).toBe('8.4%');
    expect(shareOfEnded(0, figures(0, {}))).toBe('–');
  });
});
