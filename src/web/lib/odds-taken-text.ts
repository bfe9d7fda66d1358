import { t } from '@lingui/core/macro';
import type { Bet } from '@shared/contracts/bets';
import { formatOdds } from '@shared/money';

/**
 * 'Placed at 1.92, you asked 1.88' for a bet placed at other odds than its slip sent (the odds
 * preference took the price of the moment); null for a bet placed at the odds asked.
 */
export function oddsTakenText(bet: Pick<Bet, 'odds' | 'askedOdds'>): string | null {
  if (bet.askedOdds === null) return null;
  const odds = formatOdds(bet.odds);
  const asked = formatOdds(bet.askedOdds);
  return t`Placed at ${odds}, you asked ${asked}`;
}
