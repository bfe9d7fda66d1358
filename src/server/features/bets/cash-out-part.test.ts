import { describe, expect, it } from 'vitest';
import { layLiabilityPaise, payoutPaise } from '@shared/money';
import { leftAfterCashOut, stakeOnPaise, type HeldBet } from './cash-out-part';

const back: HeldBet = {
  side: 'BACK',
  amount_paise: '40000',
  potential_payout_paise: '76000',
  odds_hundredths: 190,
};
// ₹1,000 laid at 2.10: it holds ₹1,100 and returns ₹2,100.
const lay: HeldBet = {
  side: 'LAY',
  amount_paise: '110000',
  potential_payout_paise: '210000',
  odds_hundredths: 210,
};

describe('what a cash-out leaves on a bet', () => {
  it("leaves a back's stake left, and what it wins at the odds taken", () => {
    expect(leftAfterCashOut(back, 20_000n)).toEqual({
      heldPaise: 20_000n,
      payoutPaise: 38_000n,
      stakePaise: 20_000n,
    });
    expect(stakeOnPaise(back)).toBe(40_000n);
  });

  it("leaves a lay's liability left, its payout less the payout of the part cashed out, and the stake between", () => {
    // ₹550 cashed out returns 550 x 2.10 / 1.10 = ₹1,050; ₹1,050 stays, for ₹550 held and a ₹500 stake.
    expect(leftAfterCashOut(lay, 55_000n)).toEqual({
      heldPaise: 55_000n,
      payoutPaise: 105_000n,
      stakePaise: 50_000n,
    });
    expect(stakeOnPaise(lay)).toBe(100_000n);
  });

  it('leaves nothing once all of it is cashed out', () => {
    for (const bet of [back, lay])
      expect(leftAfterCashOut(bet, BigInt(bet.amount_paise))).toEqual({
        heldPaise: 0n,
        payoutPaise: 0n,
        stakePaise: 0n,
      });
  });

  it("never leaves a lay's payout under its liability (bets_payout_covers_stake), whatever the part", () => {
    for (const odds of [101, 111, 199, 210, 333, 1000, 5001])
      for (const stake of [10_000n, 10_001n, 12_345n, 99_999n, 1_000_000n]) {
        const liability = layLiabilityPaise(stake, odds);
        const bet: HeldBet = {
          side: 'LAY',
          amount_paise: String(liability),
          potential_payout_paise: String(payoutPaise(stake, odds)),
          odds_hundredths: odds,
        };
        for (const part of [1n, liability / 3n, liability / 2n, liability - 1n]) {
          const left = leftAfterCashOut(bet, part);
          expect(left.payoutPaise >= left.heldPaise, `${stake} at ${odds}, ${part} out`).toBe(true);
        }
      }
  });
});
