import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SlipRules } from '@shared/contracts/bets';
import { MAX_SLIP_SELECTIONS, MIN_BET_RUPEES } from '@shared/constants';
import { PAGE_DATA_URLS } from '@shared/page-data';
import { apiFetch } from '@/lib/api';
import { fromPageDataCheckedAfterPaint } from '@/lib/page-data';

const slipRulesKey = ['slip-rules'] as const;

/** Until the server's rules arrive: the spec's minimum, and no maximum (the server still enforces it). */
const RULES_WHILE_LOADING: SlipRules = {
  minStake: MIN_BET_RUPEES,
  maxStake: Number.MAX_SAFE_INTEGER,
  maxSelections: MAX_SLIP_SELECTIONS,
};

/** The rules' parse and the stake rule, with zod: off the first load (ADR 0015). */
const loadStakeRules = () => import('../lib/parse-slip-rules');
const loadParseSlipRules = async () => (await loadStakeRules()).parseSlipRules;

async function getSlipRules(signal?: AbortSignal): Promise<SlipRules> {
  const [parse, body] = await Promise.all([
    loadParseSlipRules(),
    apiFetch<unknown>(PAGE_DATA_URLS.slipRules, { signal }),
  ]);
  return parse(body);
}

export function useSlipRules(): SlipRules {
  const { data } = useQuery({
    queryKey: slipRulesKey,
    queryFn: ({ signal }) => getSlipRules(signal),
    // Every page's HTML has them: no request before the first screen.
    ...fromPageDataCheckedAfterPaint(useQueryClient(), slipRulesKey, PAGE_DATA_URLS.slipRules, {
      read: (body) => body as SlipRules,
      loadCheck: loadParseSlipRules,
    }),
    staleTime: Infinity,
  });
  return data ?? RULES_WHILE_LOADING;
}

/** Why a stake cannot be bet with these rules (the contract's message), or null when it can. */
export async function checkStake(amount: number, rules: SlipRules): Promise<string | null> {
  return (await loadStakeRules()).stakeProblem(amount, rules);
}
