import type { BetSide } from '@shared/contracts/bets';
import type { LiveMarket, LiveMatch, LiveOption } from '@/lib/live-odds';
import type { SlipSelection } from '@/lib/slip-selection';
import { selectionLabel } from '@shared/selection-label';

/**
 * An option as the slip takes it, backed or laid at its price on that side, from a price tap (amount
 * 0: the stake is typed in the slip) or an option card. Its names are English: the slip translates at
 * render, so a language switch reaches it too.
 */
export function slipSelectionOf(
  match: Pick<LiveMatch, 'id' | 'homeTeam' | 'awayTeam'>,
  market: LiveMarket,
  option: LiveOption,
  side: BetSide,
  amount: number,
): SlipSelection {
  return {
    matchId: match.id,
    marketId: market.id,
    optionId: option.id,
    side,
    homeTeam: match.homeTeam.name,
    awayTeam: match.awayTeam.name,
    marketName: market.name,
    optionName: selectionLabel(option.name, market.line),
    odds: priceOn(option, side) ?? option.odds,
    amount,
  };
}

/** The option's price on a side: its odds to back, its lay odds to lay (null: the house does not lay it). */
export function priceOn(option: Pick<LiveOption, 'odds' | 'layOdds'>, side: BetSide): number | null {
  return side === 'LAY' ? option.layOdds : option.odds;
}
