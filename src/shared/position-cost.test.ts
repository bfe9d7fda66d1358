import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layLiabilityPaise, payoutPaise, rupeesToPaise, type Paise } from './money';
import { positionCostPaise, worstCasePaise, type PositionSelection } from './position-cost';
import { BET_SIDES } from './statuses';

const MUMBAI = 1;
const CHENNAI = 2;
const TIE = 3;
const rupees = (amount: number) => rupeesToPaise(amount);

/** A back of `stake` rupees at `odds` (hundredths): it holds its stake, returns stake x odds. */
const back = (optionId: number, stake: number, odds: number): PositionSelection => ({
  optionId,
  side: 'BACK',
  amountPaise: rupees(stake),
  payoutPaise: payoutPaise(rupees(stake), odds),
});

/** A lay of `stake` rupees at `odds` (hundredths): it holds its liability, returns liability and stake. */
const lay = (optionId: number, stake: number, odds: number): PositionSelection => ({
  optionId,
  side: 'LAY',
  amountPaise: layLiabilityPaise(rupees(stake), odds),
  payoutPaise: payoutPaise(rupees(stake), odds),
});

/** A book from rupee nets, by option. */
const book = (nets: Record<number, number>) =>
  new Map(Object.entries(nets).map(([optionId, net]) => [Number(optionId), rupees(net)] as const));

const noBets = (...options: number[]) => new Map(options.map((o) => [o, 0n] as const));

/**
 * The server's rule (ADR 0049), apart from the code under test: bets holding S in all, returning P(o) if
 * option o wins, hold S - least(S, min P(o)) from the wallet.
 */
function heldByServerRule(options: readonly number[], bets: readonly PositionSelection[]): Paise {
  const staked = bets.reduce((sum, b) => sum + b.amountPaise, 0n);
  const paid = options.map((o) =>
    bets.reduce((sum, b) => sum + ((b.optionId === o) === (b.side === 'BACK') ? b.payoutPaise : 0n), 0n),
  );
  const leastPaid = paid.reduce((min, p) => (p < min ? p : min));
  return staked - (leastPaid < staked ? leastPaid : staked);
}

/** The book of `bets` as GET /api/me/book gives it: per option, what it pays if that option wins less all it holds. */
function bookOf(options: readonly number[], bets: readonly PositionSelection[]): Map<number, Paise> {
  const staked = bets.reduce((sum, b) => sum + b.amountPaise, 0n);
  return new Map(
    options.map((o) => {
      const paid = bets.reduce(
        (sum, b) => sum + ((b.optionId === o) === (b.side === 'BACK') ? b.payoutPaise : 0n),
        0n,
      );
      return [o, paid - staked] as const;
    }),
  );
}

describe('positionCostPaise', () => {
  it('gives ₹1,000 back for a lay of Mumbai ₹1,000 at 2.10 after backing it ₹9,000 at 2.00', () => {
    // Backed ₹9,000 at 2.00: Mumbai wins +₹9,000, Chennai wins -₹9,000 (worst case ₹9,000). The lay
    // holds ₹1,100 and returns ₹2,100 if Chennai wins: +₹7,900 and -₹8,000, worst case ₹8,000.
    const laid = lay(MUMBAI, 1_000, 210);
    expect(laid.amountPaise).toBe(rupees(1_100));
    expect(positionCostPaise(book({ [MUMBAI]: 9_000, [CHENNAI]: -9_000 }), [laid])).toBe(rupees(-1_000));
  });

  it('costs a plain back its stake where the player has no bets', () => {
    expect(positionCostPaise(noBets(MUMBAI, CHENNAI), [back(MUMBAI, 500, 190)])).toBe(rupees(500));
    expect(positionCostPaise(noBets(MUMBAI, CHENNAI, TIE), [back(TIE, 250, 1_500)])).toBe(rupees(250));
  });

  it('costs a plain lay its liability where the player has no bets', () => {
    expect(positionCostPaise(noBets(MUMBAI, CHENNAI), [lay(MUMBAI, 1_000, 210)])).toBe(rupees(1_100));
  });

  it('costs nothing for backs of every outcome at 2.00 of one stake each', () => {
    // Whichever wins, its back returns ₹2,000 for the ₹2,000 staked.
    expect(
      positionCostPaise(noBets(MUMBAI, CHENNAI), [back(MUMBAI, 1_000, 200), back(CHENNAI, 1_000, 200)]),
    ).toBe(0n);
    // Backed Mumbai ₹1,000 at 2.00 before: the back of Chennai evens the book and frees the ₹1,000.
    expect(positionCostPaise(book({ [MUMBAI]: 1_000, [CHENNAI]: -1_000 }), [back(CHENNAI, 1_000, 200)])).toBe(
      rupees(-1_000),
    );
  });

  it('counts every option of a 3-option market, those the slip does not name too', () => {
    // Backs of Mumbai and Chennai at 2.00 cover each other only without a third outcome: if it is a tie,
    // both lose.
    const slip = [back(MUMBAI, 1_000, 200), back(CHENNAI, 1_000, 200)];
    expect(positionCostPaise(noBets(MUMBAI, CHENNAI, TIE), slip)).toBe(rupees(2_000));
    // Backed Mumbai ₹1,000 at 2.50 (+₹1,500, -₹1,000, -₹1,000); a lay of Mumbai ₹1,000 at 2.60 holds ₹1,600
    // and returns ₹2,600 on a Chennai win or a tie: -₹100, 0, 0. Worst case ₹1,000 to ₹100: ₹900 back.
    const backed = book({ [MUMBAI]: 1_500, [CHENNAI]: -1_000, [TIE]: -1_000 });
    expect(positionCostPaise(backed, [lay(MUMBAI, 1_000, 260)])).toBe(rupees(-900));
  });

  it('refuses a selection on an option the book does not have', () => {
    expect(() => positionCostPaise(noBets(MUMBAI, CHENNAI), [back(TIE, 100, 200)])).toThrow(RangeError);
  });

  it("moves the wallet as the server's rule does, for any bets before and after", () => {
    const options = [MUMBAI, CHENNAI, TIE];
    const selection = fc
      .record({
        optionId: fc.constantFrom(...options),
        side: fc.constantFrom(...BET_SIDES),
        stake: fc.integer({ min: 1, max: 100_000 }),
        odds: fc.integer({ min: 101, max: 5_000 }),
      })
      .map(({ optionId, side, stake, odds }) =>
        side === 'BACK' ? back(optionId, stake, odds) : lay(optionId, stake, odds),
      );
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 3 }),
        fc.array(selection, { maxLength: 6 }),
        fc.array(selection, { minLength: 1, maxLength: 3 }),
        (count, open, added) => {
          const market = options.slice(0, count);
          const onMarket = (s: PositionSelection) => market.includes(s.optionId);
          const before = open.filter(onMarket);
          const slip = added.filter(onMarket);
          const expected = heldByServerRule(market, [...before, ...slip]) - heldByServerRule(market, before);
          expect(positionCostPaise(bookOf(market, before), slip)).toBe(expected);
        },
      ),
    );
  });
});

describe('worstCasePaise', () => {
  it('is the largest loss, or 0 when no outcome loses', () => {
    expect(worstCasePaise([rupees(150), rupees(-100), rupees(-40)])).toBe(rupees(100));
    expect(worstCasePaise([rupees(150), 0n])).toBe(0n);
    expect(worstCasePaise([])).toBe(0n);
  });
});
