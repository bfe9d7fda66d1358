// One file, several operations: a bet's stake still on and what a cash-out of part of it leaves, both
// read from the bet the same way. A bet holds amount_paise (a back's stake, a lay's liability) and
// returns potential_payout_paise if it wins; a cash-out closes part of what it holds.
import { layPayoutPaise } from '@shared/cash-out';
import { layStakePaise, payoutPaise, type Paise } from '@shared/money';
import type { BetSide } from '@shared/statuses';

/** The bet as a cash-out reads it. */
export interface HeldBet {
  side: BetSide;
  amount_paise: string;
  potential_payout_paise: string;
  odds_hundredths: number;
}

/** What stays on the bet after a cash-out: what it holds, what it returns if it wins, and its stake. */
export interface LeftOn {
  heldPaise: Paise;
  payoutPaise: Paise;
  /** The stake as the player speaks it: a back's stake, the backer's stake a lay wins. */
  stakePaise: Paise;
}

/**
 * What is left on `bet` once `part` of what it holds is cashed out. A back's payout is what its stake
 * left wins at its odds. A lay's is its payout less the payout of the liability cashed out (liability x
 * L / (L - 1), rounded down), which never falls below the liability left (bets_payout_covers_stake).
 * Nothing is left when all of it is cashed out.
 */
export function leftAfterCashOut(bet: HeldBet, part: Paise): LeftOn {
  const heldPaise = BigInt(bet.amount_paise) - part;
  if (heldPaise <= 0n) return { heldPaise: 0n, payoutPaise: 0n, stakePaise: 0n };
  if (bet.side === 'BACK') {
    return { heldPaise, payoutPaise: payoutPaise(heldPaise, bet.odds_hundredths), stakePaise: heldPaise };
  }
  const payout = BigInt(bet.potential_payout_paise) - layPayoutPaise(part, bet.odds_hundredths);
  return { heldPaise, payoutPaise: payout, stakePaise: layStakePaise(heldPaise, payout) };
}

/** The stake still on `bet` as the player speaks it: a back's stake, the backer's stake a lay wins. */
export function stakeOnPaise(bet: HeldBet): Paise {
  const held = BigInt(bet.amount_paise);
  return bet.side === 'BACK' ? held : layStakePaise(held, BigInt(bet.potential_payout_paise));
}
