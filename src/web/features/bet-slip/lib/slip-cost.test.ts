import { describe, expect, it } from 'vitest';
import { testSlipEntry } from '@/test/fixtures';
import type { BookNets } from '@/lib/my-book';
import type { SlipEntry } from '../types';
import { slipCostRupees, type SlipCostInputs } from './slip-cost';

// Match 1: Match Winner (market 10: Mumbai 100, Chennai 101) and a session (market 20: Yes 200, No 201).
const entry = (over: Partial<SlipEntry>): SlipEntry => ({ ...testSlipEntry(over), id: JSON.stringify(over) });
const layMumbai = entry({ side: 'LAY', odds: 2.1, amount: 1000 });
const sessionYes = entry({ marketId: 20, optionId: 200, odds: 1.9, amount: 500 });

/** Backed Mumbai ₹9,000 at 2.00: +₹9,000 if it wins, −₹9,000 if Chennai does. */
const backedMumbai: BookNets = new Map([
  [
    10,
    new Map([
      [100, 9000],
      [101, -9000],
    ]),
  ],
]);

const inputs = (over: Partial<SlipCostInputs> = {}): SlipCostInputs => ({
  positionMarkets: new Map([[10, [100, 101]]]),
  books: new Map([[1, backedMumbai]]),
  held: false,
  ...over,
});

describe('slipCostRupees', () => {
  it("prices a lay that hedges the player's Match Winner position against their book", () => {
    // The lay holds ₹1,100 and returns ₹2,100 if Chennai wins: +₹7,900 and −₹8,000, worst case ₹9,000
    // to ₹8,000. The session back beside it costs its stake.
    expect(slipCostRupees([layMumbai], inputs())).toBe(-1000);
    expect(slipCostRupees([layMumbai, sessionYes], inputs())).toBe(-500);
  });

  it('costs the amounts where the book is not there, the market is no position or the slip is held', () => {
    const amounts = 1100 + 500;
    expect(slipCostRupees([layMumbai, sessionYes], inputs({ books: new Map() }))).toBe(amounts);
    expect(slipCostRupees([layMumbai, sessionYes], inputs({ positionMarkets: new Map() }))).toBe(amounts);
    expect(slipCostRupees([layMumbai, sessionYes], inputs({ held: true }))).toBe(amounts);
  });

  it('costs a lay its liability on a market where the player has no bets', () => {
    expect(slipCostRupees([layMumbai], inputs({ books: new Map([[1, new Map()]]) }))).toBe(1100);
  });

  it("counts the market's options the slip and the book do not name", () => {
    // Backs of Mumbai and Chennai at 2.00 cover each other, unless the market has a third option.
    const both = [entry({ odds: 2, amount: 1000 }), entry({ optionId: 101, odds: 2, amount: 1000 })];
    const noBets = new Map([[1, new Map()]]);
    expect(slipCostRupees(both, inputs({ books: noBets }))).toBe(0);
    expect(
      slipCostRupees(both, inputs({ books: noBets, positionMarkets: new Map([[10, [100, 101, 102]]]) })),
    ).toBe(2000);
  });

  it('leaves out a selection with no stake', () => {
    expect(slipCostRupees([entry({ amount: 0 }), sessionYes], inputs())).toBe(500);
  });
});
