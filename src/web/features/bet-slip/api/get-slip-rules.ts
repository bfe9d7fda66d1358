import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlipRules } from '@shared/contracts/bets';
import { MAX_SLIP_SELECTIONS, MIN_BET_RUPEES } from '@shared/constants';
import { pageQueries } from '@shared/page-data';
import { apiFetch } from '@/lib/api';

/** Until the server's rules arrive: the spec's minimum, and no maximum (the server still enforces it). */
const RULES_WHILE_LOADING: SlipRules = {
  minStake: MIN_BET_RUPEES,
  maxStake: Number.MAX_SAFE_INTEGER,
  maxSelections: MAX_SLIP_SELECTIONS,
};

/** GET /api/bets/rules: the operator's slip rules (the maximum stake is configured on the server). */
const getSlipRules = (signal?: AbortSignal): Promise<SlipRules> =>
  apiFetch(pageQueries.slipRules.url, { signal });

const getSlipRulesQueryOptions = () =>
  queryOptions({
    queryKey: pageQueries.slipRules.queryKey,
    queryFn: ({ signal }) => getSlipRules(signal),
    staleTime: Infinity,
  });

/** The slip's rules: every page's HTML brings them, so a stake is checked from the first screen. */
export function useSlipRules(): SlipRules {
  return useQuery(getSlipRulesQueryOptions()).data ?? RULES_WHILE_LOADING;
}

/** Why a stake cannot be bet with these rules (the contract's message), or null when it can. */
export async function checkStake(amount: number, rules: SlipRules): Promise<string | null> {
  return (await import('../lib/stake-problem')).stakeProblem(amount, rules);
}
