// The stake rule, with its contract and zod: where a player types a stake. The slip's sheet imports it;
// the option cards load it when a stake is placed.
import { t } from '@lingui/core/macro';
import { stakeSchema, type SlipRules } from '@shared/contracts/bets';
import { formatRupees } from '@shared/money';

/**
 * Why a stake cannot be bet, or null when it can: the contract decides, and says it in English for the
 * server; the player reads the same rule in the page's language (read at call time), in English word
 * for word the contract's message ('Minimum bet amount is ₹100').
 */
export function stakeProblem(amount: number, rules: SlipRules): string | null {
  const parsed = stakeSchema(rules).safeParse(amount);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  if (issue?.code === 'too_small') {
    const min = formatRupees(rules.minStake);
    return t`Minimum bet amount is ${min}`;
  }
  if (issue?.code === 'too_big') {
    const max = formatRupees(rules.maxStake);
    return t`Maximum bet amount is ${max}`;
  }
  return Number.isFinite(amount) ? t`Amount must be a whole number of rupees` : t`Amount must be a number`;
}
