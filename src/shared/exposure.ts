// A player's position on one market, back and lay (ADR 0048): what they win or lose on each outcome,
// and the money held for it, the worst of those losses. Integer paise and odds in hundredths only.
//
// Worked example (pinned in exposure.test.ts): back Mumbai ₹1,000 at 2.00, then lay Mumbai ₹1,000 at
// 2.10. The back alone: [+1,000, −1,000] (Mumbai wins, Chennai wins), hold ₹1,000. The lay adds
// [−1,100, +1,000]: the position is [−100, 0], the hold ₹100, so ₹900 comes back at once.
//
// Rounding: a back's win is payoutPaise(stake, odds) − stake, the payout placement records today
// (rounded down to the paisa); a lay's loss is the same amount, what a back of its stake at its odds
// would win. So a back and a lay of one stake at one price cancel to exactly 0 on every outcome.
import { payoutPaise, type Paise } from './money';
import type { BetSide } from './statuses';

/** One open bet on the market: its option, side, stake and odds (hundredths, the price it took). */
export interface PositionBet {
  optionId: number;
  side: BetSide;
  stakePaise: Paise;
  oddsHundredths: number;
}

/** The bet's profit (+) or loss (−) on each outcome, in the order of `outcomes` (the market's option ids). */
export function betPnl(outcomes: readonly number[], bet: PositionBet): Paise[] {
  if (!outcomes.includes(bet.optionId)) throw new RangeError(`Option ${bet.optionId} is not an outcome`);
  const winnings = payoutPaise(bet.stakePaise, bet.oddsHundredths) - bet.stakePaise;
  const sign = bet.side === 'BACK' ? 1n : -1n;
  return outcomes.map((optionId) => sign * (optionId === bet.optionId ? winnings : -bet.stakePaise));
}

/** The position after one more bet: the vector plus the bet's column, outcome by outcome. */
export function addBet(outcomes: readonly number[], pnl: readonly Paise[], bet: PositionBet): Paise[] {
  const column = betPnl(outcomes, bet);
  return pnl.map((net, i) => net + column[i]!);
}

/** The position of a list of open bets: the player's net on each outcome of the market. */
export function positionPnl(outcomes: readonly number[], bets: readonly PositionBet[]): Paise[] {
  return bets.reduce<Paise[]>(
    (pnl, bet) => addBet(outcomes, pnl, bet),
    outcomes.map(() => 0n),
  );
}

/** The money held for a position: its worst loss across the outcomes, never below 0. */
export function holdPaise(pnl: readonly Paise[]): Paise {
  const worst = pnl.reduce((min, net) => (net < min ? net : min), 0n);
  return -worst;
}
