import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBet, betPnl, holdPaise, positionPnl, type PositionBet } from './exposure';
import { rupeesToPaise } from './money';
import { BET_SIDES } from './statuses';

const MUMBAI = 1;
const CHENNAI = 2;
const MATCH = [MUMBAI, CHENNAI];
const rupees = (amount: number) => rupeesToPaise(amount);
const bet = (optionId: number, side: PositionBet['side'], stake: number, odds: number): PositionBet => ({
  optionId,
  side,
  stakePaise: rupees(stake),
  oddsHundredths: Math.round(odds * 100),
});

/**
 * What the bets return if `winner` wins, worked out as a wallet would see it, without the vector: each
 * bet takes what it can lose when placed (a back its stake, a lay its liability) and settlement gives
 * back everything a winning bet is owed (a back its payout, a lay its liability and the backer's stake).
 */
function walletChangeIfWins(bets: readonly PositionBet[], winner: number): bigint {
  let wallet = 0n;
  for (const { optionId, side, stakePaise, oddsHundredths } of bets) {
    const payout = (stakePaise * BigInt(oddsHundredths)) / 100n;
    const liability = payout - stakePaise;
    const optionWon = optionId === winner;
    if (side === 'BACK') wallet += (optionWon ? payout : 0n) - stakePaise;
    else wallet += (optionWon ? 0n : liability + stakePaise) - liability;
  }
  return wallet;
}

/** The worst case by brute force: the largest loss over every outcome the market has. */
function worstLoss(outcomes: readonly number[], bets: readonly PositionBet[]): bigint {
  let worst = 0n;
  for (const winner of outcomes) {
    const change = walletChangeIfWins(bets, winner);
    if (-change > worst) worst = -change;
  }
  return worst;
}

describe('a position on one market', () => {
  it("holds the issue's worst case: back Mumbai ₹1,000 at 2.00, lay it ₹1,000 at 2.10, hold ₹100", () => {
    const back = positionPnl(MATCH, [bet(MUMBAI, 'BACK', 1000, 2)]);
    expect(back).toEqual([rupees(1000), rupees(-1000)]);
    expect(holdPaise(back)).toBe(rupees(1000));
    const hedged = addBet(MATCH, back, bet(MUMBAI, 'LAY', 1000, 2.1));
    expect(hedged).toEqual([rupees(-100), 0n]);
    expect(holdPaise(hedged)).toBe(rupees(100));
    // ₹10,000 in the wallet: ₹9,900 to stake, not ₹7,900 (both stakes) nor ₹7,800 (stake and liability).
    expect(rupees(10_000) - holdPaise(hedged)).toBe(rupees(9_900));
  });

  it('costs nothing to back every outcome at fair odds (MonacoProtocol #84)', () => {
    const outcomes = [1, 2, 3];
    const two = positionPnl(outcomes, [bet(1, 'BACK', 1000, 3), bet(2, 'BACK', 1000, 3)]);
    expect(holdPaise(two)).toBe(rupees(2000));
    const all = addBet(outcomes, two, bet(3, 'BACK', 1000, 3));
    expect(all).toEqual([0n, 0n, 0n]);
    expect(holdPaise(all)).toBe(0n);
    const better = addBet(outcomes, two, bet(3, 'BACK', 1000, 3.5));
    expect(holdPaise(better)).toBe(0n);
  });

  it("rounds a lay's loss as a back's payout: down to the paisa, so the two cancel exactly", () => {
    // ₹0.07 at 2.15: the payout is 15.05 paise, rounded down to 15.
    const back: PositionBet = { optionId: MUMBAI, side: 'BACK', stakePaise: 7n, oddsHundredths: 215 };
    expect(betPnl(MATCH, back)).toEqual([8n, -7n]);
    expect(betPnl(MATCH, { ...back, side: 'LAY' })).toEqual([-8n, 7n]);
    expect(positionPnl(MATCH, [back, { ...back, side: 'LAY' }])).toEqual([0n, 0n]);
  });

  it('refuses a bet on an option the market does not have', () => {
    expect(() => betPnl(MATCH, bet(3, 'BACK', 100, 2))).toThrow(RangeError);
  });
});

const market = fc.constantFrom<number[]>([11, 12], [21, 22, 23]);
const randomBet = (outcomes: number[]) =>
  fc.record({
    optionId: fc.constantFrom(...outcomes),
    side: fc.constantFrom(...BET_SIDES),
    stakePaise: fc.bigInt({ min: 1n, max: 10_000_000n }),
    // The ladder: hundredths from 1.01 to 100.00.
    oddsHundredths: fc.integer({ min: 101, max: 10_000 }),
  });
const bets = market.chain((outcomes) =>
  fc.tuple(fc.constant(outcomes), fc.array(randomBet(outcomes), { maxLength: 30 })),
);

describe('a position, over random sequences of back and lay bets', () => {
  it('adds each bet to the vector as a recomputation from scratch finds it', () => {
    fc.assert(
      fc.property(bets, ([outcomes, placed]) => {
        let pnl = outcomes.map(() => 0n);
        placed.forEach((next, i) => {
          pnl = addBet(outcomes, pnl, next);
          const sofar = placed.slice(0, i + 1);
          expect(pnl).toEqual(outcomes.map((winner) => walletChangeIfWins(sofar, winner)));
          expect(holdPaise(pnl)).toBe(worstLoss(outcomes, sofar));
          expect(holdPaise(pnl)).toBeGreaterThanOrEqual(0n);
        });
      }),
    );
  });

  it('returns every rupee on settlement, whichever outcome wins', () => {
    fc.assert(
      fc.property(bets, fc.nat(), ([outcomes, placed], pick) => {
        const start = rupees(10_000);
        let wallet = start;
        let pnl = outcomes.map(() => 0n);
        const accepted: PositionBet[] = [];
        for (const next of placed) {
          const after = addBet(outcomes, pnl, next);
          // Placement moves only the change of the hold: an increase is held, a decrease released.
          const change = holdPaise(after) - holdPaise(pnl);
          if (change > wallet) continue; // refused: the position stays as it was
          wallet -= change;
          pnl = after;
          accepted.push(next);
        }
        expect(wallet).toBe(start - holdPaise(pnl));
        const winner = outcomes[pick % outcomes.length]!;
        // Settlement releases the hold and pays the position's net on the winner.
        wallet += holdPaise(pnl) + pnl[outcomes.indexOf(winner)]!;
        expect(wallet).toBe(start + walletChangeIfWins(accepted, winner));
        expect(wallet).toBeGreaterThanOrEqual(0n);
      }),
    );
  });
});
