// The stake rule, with its contract and zod: where a player types a stake. The slip's sheet imports it;
// the option cards load it when a stake is placed.
import { stakeSchema, type SlipRules } from '@shared/contracts/bets';

/** Why a stake cannot be bet (the contract's message), or null when it can. */
export function stakeProblem(amount: number, rules: SlipRules): string | null {
  const parsed = stakeSchema(rules).safeParse(amount);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid stake');
}
