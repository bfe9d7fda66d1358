import { paiseToRupees, rupeesToPaise, type Paise } from '@shared/money';
import { positionCostPaise, type PositionSelection } from '@shared/position-cost';
import type { BookNets } from '@/lib/my-book';
import { selectionPaise } from '@/lib/slip-selection-money';
import type { SlipEntry } from '../types';

/** What the slip's cost is worked out from, beyond its entries. */
export type SlipCostInputs = {
  /**
   * The slip's markets held as positions (POSITION_MARKET_KINDS), by market id, with every option of
   * the market as the match lists have it. A market missing here costs its bets' amounts.
   */
  positionMarkets: ReadonlyMap<number, readonly number[]>;
  /** The player's book by match id, for the matches whose book has loaded. */
  books: ReadonlyMap<number, BookNets>;
  /**
   * The slip waits out an in-play delay: the server then holds every amount in full until it places the
   * bets, whatever their positions (ADR 0049).
   */
  held: boolean;
};

/** A position market's bets in the slip, and the player's book there (undefined: no bets on it). */
type MarketBets = { nets: ReadonlyMap<number, number> | undefined; bets: PositionSelection[] };

/**
 * What the slip takes from the wallet, in rupees: negative when it gives money back. A bet on a
 * position market costs what it moves the player's worst case there (positionCostPaise, all the slip's
 * bets on the market together, as the server places them); any other bet its amount (a back's stake, a
 * lay's liability). The options of a position market are those the lists give (every option, as the
 * server lists them), with any the book or the slip names besides: its nets are the book's, 0 for an
 * option of a market the player has no bets on. Without the market's options or the book (signed out,
 * still loading), or held, the bets cost their amounts: never less than the server takes, as a bet moves
 * the worst case by at most its amount.
 */
export function slipCostRupees(entries: readonly SlipEntry[], inputs: SlipCostInputs): number {
  let cost = 0n;
  const onPositions = new Map<number, MarketBets>();
  for (const entry of entries) {
    const priced = selectionPaise(entry);
    if (!priced) continue;
    const book = inputs.books.get(entry.matchId);
    if (inputs.held || !book || !inputs.positionMarkets.has(entry.marketId)) {
      cost += priced.amountPaise;
      continue;
    }
    const market = onPositions.get(entry.marketId) ?? { nets: book.get(entry.marketId), bets: [] };
    market.bets.push({ optionId: entry.optionId, side: entry.side, ...priced });
    onPositions.set(entry.marketId, market);
  }
  for (const [marketId, { nets, bets }] of onPositions) {
    const options = new Set([
      ...(inputs.positionMarkets.get(marketId) ?? []),
      ...(nets?.keys() ?? []),
      ...bets.map((bet) => bet.optionId),
    ]);
    const pnl = new Map<number, Paise>(
      [...options].map((optionId) => [optionId, rupeesToPaise((nets?.get(optionId) ?? 0).toFixed(2))]),
    );
    cost += positionCostPaise(pnl, bets);
  }
  return paiseToRupees(cost);
}
