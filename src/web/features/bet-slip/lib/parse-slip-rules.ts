// The stake rule, with the contract and zod: the slip's sheet imports it (it loads after the first
// paint), the option cards load it when a stake is placed (ADR 0015).
import { slipRulesSchema, stakeSchema, type SlipRules } from '@shared/contracts/bets';

/** GET /api/bets/rules: the operator's slip rules (the maximum stake is configured on the server). */
export const parseSlipRules = (body: unknown): SlipRules => slipRulesSchema.parse(body);

/** Why a stake cannot be bet (the contract's message), or null when it can. */
export function stakeProblem(amount: number, rules: SlipRules): string | null {
  const parsed = stakeSchema(rules).safeParse(amount);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid stake');
}
