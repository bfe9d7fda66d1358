import { describe, expect, it } from 'vitest';
import type { MarketOptionSnapshot } from '@/lib/live-odds';
import { testSlipEntry } from '@/test/fixtures';
import type { SlipEntry } from '../types';
import { delayCountdown, slipDelaySeconds } from './bet-delay';

const entry = (id: string): SlipEntry => ({ ...testSlipEntry(), id });
const listed = (betDelaySeconds: number): MarketOptionSnapshot => ({
  odds: 1.9,
  marketStatus: 'OPEN',
  betDelaySeconds,
});

describe('slipDelaySeconds', () => {
  it("is the longest delay of the slip's markets, 0 when none is in play or listed", () => {
    const live = new Map([
      ['winner', listed(5)],
      ['session', listed(2)],
      ['upcoming', listed(0)],
    ]);
    expect(slipDelaySeconds([entry('session'), entry('winner'), entry('upcoming')], live)).toBe(5);
    expect(slipDelaySeconds([entry('session'), entry('gone')], live)).toBe(2);
    expect(slipDelaySeconds([entry('upcoming'), entry('gone')], live)).toBe(0);
    expect(slipDelaySeconds([], live)).toBe(0);
  });
});

describe('delayCountdown', () => {
  const placing = { sentAt: 1_000_000, delaySeconds: 5 };
  const at = (ms: number) => delayCountdown(placing, placing.sentAt + ms);

  it('counts whole seconds down from the delay, the bar running from full to empty', () => {
    expect(at(0)).toEqual({ secondsLeft: 5, shareLeft: 1 });
    expect(at(200).secondsLeft).toBe(5);
    expect(at(1000)).toEqual({ secondsLeft: 4, shareLeft: 0.8 });
    expect(at(4001).secondsLeft).toBe(1);
    expect(at(2500).shareLeft).toBe(0.5);
  });

  it('stops at 0 once the delay has run, however late the answer', () => {
    expect(at(5000)).toEqual({ secondsLeft: 0, shareLeft: 0 });
    expect(at(9000)).toEqual({ secondsLeft: 0, shareLeft: 0 });
  });

  it('never shows more than the delay when the clock steps back', () => {
    expect(at(-3000)).toEqual({ secondsLeft: 5, shareLeft: 1 });
  });
});
