import { cashOutStakePaise, heldCashOutValuePaise } from '@shared/cash-out';
import type { Bet } from '@shared/contracts/bets';
import type { CashOutOffer } from '@shared/contracts/cash-out';
import { oddsToHundredths, paiseToRupees, rupeesToPaise } from '@shared/money';

// A cash-out offer priced in the browser, by the server's own rule (@shared/cash-out): My Bets previews
// its parts with it, and the live stream reprices the cached offers as odds move.

/** What the bet holds and a cash-out closes parts of: a back's stake still on, a lay's liability. */
export function betHeldRupees(bet: Pick<Bet, 'side' | 'amount' | 'liability'>): number {
  return bet.side === 'LAY' ? bet.liability : bet.amount;
}

/**
 * What cashing out `fraction` of what the bet holds pays at the offer's current odds (its option's back
 * price, for a lay too), in rupees.
 */
export function cashOutAmount(bet: Bet, offer: CashOutOffer, fraction: number): number {
  // Without a current price the server's own figure for the whole stake is all there is.
  if (offer.currentOdds === null) return fraction >= 1 ? offer.amount : 0;
  return paiseToRupees(
    heldCashOutValuePaise(
      bet.side,
      cashOutStakePaise(rupeesToPaise(betHeldRupees(bet)), fraction),
      oddsToHundredths(bet.odds),
      oddsToHundredths(offer.currentOdds),
      offer.marginBps,
    ),
  );
}

/** The offer at new odds of the bet's option; an unavailable offer stays at 0. */
export function offerAtOdds(bet: Bet, offer: CashOutOffer, currentOdds: number): CashOutOffer {
  const next = { ...offer, currentOdds };
  return { ...next, amount: offer.available ? cashOutAmount(bet, next, 1) : 0 };
}
