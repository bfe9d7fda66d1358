import { oddsToHundredths, paiseToRupees, payoutPaise, rupeesToPaise } from '@shared/money';

const twoDecimals = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Stake x odds in rupees, rounded down to the paisa as the server does. */
export function potentialReturn(amount: number, odds: number): number {
  try {
    return paiseToRupees(payoutPaise(rupeesToPaise(amount), oddsToHundredths(odds)));
  } catch {
    return Math.floor(amount * odds * 100) / 100;
  }
}

/** '₹1,900.00': a return always shows 2 decimals. */
export function formatReturn(rupees: number): string {
  return twoDecimals.format(rupees);
}

export function formatOdds(odds: number): string {
  return odds.toFixed(2);
}
