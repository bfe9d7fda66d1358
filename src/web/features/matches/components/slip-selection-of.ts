import type { LiveMarket, LiveMatch, LiveOption } from '@/lib/live-odds';
import type { SlipSelection } from '@/lib/slip-selection';
import { selectionLabel } from '@shared/selection-label';

/**
 * An option as the slip takes it, from a price tap (amount 0: the stake is typed in the slip) or an
 * option card. Its names are English: the slip translates at render, so a language switch reaches it too.
 */
export function slipSelectionOf(
  match: Pick<LiveMatch, 'id' | 'homeTeam' | 'awayTeam'>,
  market: LiveMarket,
  option: LiveOption,
  amount: number,
): SlipSelection {
  return {
    matchId: match.id,
    marketId: market.id,
    optionId: option.id,
    homeTeam: match.homeTeam.name,
    awayTeam: match.awayTeam.name,
    marketName: market.name,
    optionName: selectionLabel(option.name, market.line),
    odds: option.odds,
    amount,
  };
}
