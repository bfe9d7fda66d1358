// What new bets on a market of POSITION_MARKET_KINDS take from the wallet (ADR 0049): the player's open
// bets there hold, together, only their worst case W = max(0, -min over options of pnl(o)), pnl(o) being
// what they net if option o wins. New bets move pnl and so W; the wallet pays W' - W, which is negative
// for a hedge (money back). Exact: integer paise, as the server computes it (wallet/position-sql.ts).
//
// Worked example (pinned in position-cost.test.ts): backed Mumbai ₹9,000 at 2.00, the book is
// [+9,000, -9,000] (Mumbai wins, Chennai wins), W ₹9,000. A lay of Mumbai ₹1,000 at 2.10 holds ₹1,100
// and returns ₹2,100 when Chennai wins: [+7,900, -8,000], W' ₹8,000, so the wallet gets ₹1,000 back.
import type { Paise } from './money';
import type { BetSide } from './statuses';

/** A new bet on the market: what it holds (a back's stake, a lay's liability) and returns if it wins. */
export interface PositionSelection {
  optionId: number;
  side: BetSide;
  amountPaise: Paise;
  payoutPaise: Paise;
}

/** The money a position holds: its worst loss over the options, never below 0. */
export function worstCasePaise(pnl: Iterable<Paise>): Paise {
  let worst = 0n;
  for (const net of pnl) if (net < worst) worst = net;
  return -worst;
}

/** Whether the selection wins when `optionId` wins: a back with its option, a lay with any other. */
const winsUnder = (selection: PositionSelection, optionId: number) =>
  (selection.optionId === optionId) === (selection.side === 'BACK');

/**
 * What `selections` (new bets on one market) take from the wallet, given `pnl`: the player's net if each
 * option of the market wins, for EVERY option of the market (0 for each when they have no bets there).
 * W' - W: at most the selections' amounts, negative when they lower the worst case.
 */
export function positionCostPaise(
  pnl: ReadonlyMap<number, Paise>,
  selections: readonly PositionSelection[],
): Paise {
  for (const selection of selections)
    if (!pnl.has(selection.optionId)) throw new RangeError(`Option ${selection.optionId} is not an outcome`);
  const after = [...pnl].map(([optionId, net]) =>
    selections.reduce((sum, s) => sum + (winsUnder(s, optionId) ? s.payoutPaise : 0n) - s.amountPaise, net),
  );
  return worstCasePaise(after) - worstCasePaise(pnl.values());
}
