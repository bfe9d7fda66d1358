// The live stream's effect on the player's pending bets: their cash-out offers follow the odds of their
// options, and a market that stops trading greys its offers out at once. Pure, like cache-updates.ts.
import type { Bet } from '@shared/contracts/bets';
import type { CashOutOffer } from '@shared/contracts/cash-out';
import type { LiveEventPayloads } from '@shared/contracts/live';
import { offerAtOdds } from '@/lib/cash-out-price';

/** The cached body of GET /api/me/bets?status=active. */
export type BetList = { bets: Bet[] };

/** The list with `update` applied to each offer on the market; the same list when it has none. */
function mapOffers(
  list: BetList | undefined,
  marketId: number,
  update: (bet: Bet, offer: CashOutOffer) => CashOutOffer,
) {
  if (!list?.bets.some((bet) => bet.marketId === marketId && bet.cashOut)) return list;
  let changed = false;
  const bets = list.bets.map((bet) => {
    if (bet.marketId !== marketId || !bet.cashOut) return bet;
    const cashOut = update(bet, bet.cashOut);
    if (cashOut === bet.cashOut) return bet;
    changed = true;
    return { ...bet, cashOut };
  });
  return changed ? { ...list, bets } : list;
}

/** 'odds': each offer on the market repriced at its option's new odds, by the server's own rule. */
export function applyOddsToOffers(list: BetList | undefined, event: LiveEventPayloads['odds']) {
  return mapOffers(list, event.marketId, (bet, offer) => {
    const odds = event.options.find((o) => o.id === bet.optionId)?.odds;
    if (odds === undefined || odds === offer.currentOdds) return offer;
    return offerAtOdds(bet, offer, odds);
  });
}

/**
 * 'market': a market that is no longer OPEN takes its offers away (their reason comes with the refetch
 * this event also causes).
 */
export function applyMarketToOffers(list: BetList | undefined, event: LiveEventPayloads['market']) {
  if (event.status === 'OPEN') return list;
  return mapOffers(list, event.marketId, (_bet, offer) =>
    offer.available ? { ...offer, available: false, amount: 0, reason: null } : offer,
  );
}

/** True when the list holds a bet on the event's market: its offers must be fetched again. */
export function hasBetOn(list: BetList | undefined, marketId: number) {
  return !!list?.bets.some((bet) => bet.marketId === marketId);
}
