import { oddsToHundredths, paiseToRupees, payoutPaise, rupeesToPaise } from '@shared/money';

const rupees2 = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '₹1,234.50': rupees with exactly 2 decimals. */
export const formatRupees2 = (rupees: number) => rupees2.format(rupees);

/** Odds with 2 decimals: '1.90'. */
export const formatOdds = (odds: number) => odds.toFixed(2);

/** Stake x odds in rupees, rounded down to the paisa (the server's rule), exact on integers. */
export function winPreview(stakeRupees: number, odds: number): number {
  if (!Number.isFinite(stakeRupees) || stakeRupees <= 0) return 0;
  try {
    return paiseToRupees(payoutPaise(rupeesToPaise(Math.floor(stakeRupees)), oddsToHundredths(odds)));
  } catch {
    return Math.floor(stakeRupees * odds * 100) / 100;
  }
}

/** Score as 'runs/wickets (overs)': '143/6 (20.0)'. */
export const formatScore = (score: { runs: number; wickets: number; overs: number }) =>
  `${score.runs}/${score.wickets} (${score.overs.toFixed(1)})`;
