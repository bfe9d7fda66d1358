import { useQuery } from '@tanstack/react-query';
import { slipRulesSchema, stakeSchema, type SlipRules } from '@shared/contracts/bets';
import { MAX_SLIP_SELECTIONS, MIN_BET_RUPEES } from '@shared/constants';
import { PAGE_DATA_URLS } from '@shared/page-data';
import { apiFetch } from '@/lib/api';
import { fromPageData } from '@/lib/page-data';

const slipRulesKey = ['slip-rules'] as const;

/** Until the server's rules arrive: the spec's minimum, and no maximum (the server still enforces it). */
const RULES_WHILE_LOADING: SlipRules = {
  minStake: MIN_BET_RUPEES,
  maxStake: Number.MAX_SAFE_INTEGER,
  maxSelections: MAX_SLIP_SELECTIONS,
};

/** GET /api/bets/rules: the operator's slip rules (the maximum stake is configured on the server). */
const parseSlipRules = (body: unknown): SlipRules => slipRulesSchema.parse(body);

async function getSlipRules(signal?: AbortSignal): Promise<SlipRules> {
  return parseSlipRules(await apiFetch<unknown>(PAGE_DATA_URLS.slipRules, { signal }));
}

export function useSlipRules(): SlipRules {
  const { data } = useQuery({
    queryKey: slipRulesKey,
    queryFn: ({ signal }) => getSlipRules(signal),
    // Every page's HTML has them: no request before the first screen.
    ...fromPageData(PAGE_DATA_URLS.slipRules, parseSlipRules),
    staleTime: Infinity,
  });
  return data ?? RULES_WHILE_LOADING;
}

/** Why a stake cannot be bet (the contract's message), or null when it can. */
export function stakeProblem(amount: number, rules: SlipRules): string | null {
  const parsed = stakeSchema(rules).safeParse(amount);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid stake');
}
