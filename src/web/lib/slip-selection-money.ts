import {
  layLiabilityPaise,
  oddsToHundredths,
  paiseToRupees,
  payoutPaise,
  payoutRupees,
  rupeesToPaise,
  type Paise,
} from '@shared/money';
import type { SlipSelection } from './slip-selection';

// What a selection takes from the balance and returns, by the server's own rules (@shared/money), for
// the option cards and the slip: both preview it before the server holds it.

/**
 * What a lay of `amount` rupees at `layOdds` holds and loses if its option wins: amount x (odds - 1),
 * to the paisa as the server holds it (layLiabilityPaise); 0 for no stake or no price.
 */
export function layLiabilityRupees(amount: number, layOdds: number): number {
  return paiseToRupees(selectionPaise({ side: 'LAY', amount, odds: layOdds })?.amountPaise ?? 0n);
}

/** What the selection takes from the balance: a back's stake, a lay's liability. */
export function heldRupees(selection: Pick<SlipSelection, 'side' | 'amount' | 'odds'>): number {
  return selection.side === 'LAY' ? layLiabilityRupees(selection.amount, selection.odds) : selection.amount;
}

/**
 * What the selection returns if it wins: a back's stake x odds; a lay's liability and the stake it wins
 * (the same product at the lay odds, as the server's potentialPayout).
 */
export function returnRupees(selection: Pick<SlipSelection, 'amount' | 'odds'>): number {
  return payoutRupees(selection.amount, selection.odds);
}

/**
 * The selection as the server records its bet, in paise: what it holds (a back's stake, a lay's
 * liability) and returns if it wins; null for no stake or no price.
 */
export function selectionPaise(
  selection: Pick<SlipSelection, 'side' | 'amount' | 'odds'>,
): { amountPaise: Paise; payoutPaise: Paise } | null {
  if (!Number.isFinite(selection.amount) || selection.amount <= 0) return null;
  try {
    const stake = rupeesToPaise(selection.amount);
    const odds = oddsToHundredths(selection.odds);
    return {
      amountPaise: selection.side === 'LAY' ? layLiabilityPaise(stake, odds) : stake,
      payoutPaise: payoutPaise(stake, odds),
    };
  } catch {
    return null; // not a rupee amount or not odds we offer: nothing to price
  }
}

/** The sum of rupee amounts, added in paise so that the total is exact (1,100.10 + 0.20 is 1,100.30). */
export function sumRupees(amounts: number[]): number {
  return paiseToRupees(amounts.reduce((sum, rupees) => sum + rupeesToPaise(rupees.toFixed(2)), 0n));
}
