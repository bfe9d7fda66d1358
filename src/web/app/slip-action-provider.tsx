import { useMemo, type ReactNode } from 'react';
import { checkStake, useBetSlip, useSlipRules } from '@/features/bet-slip';
import { SlipActionContext, type SlipAction } from '@/features/matches';

/** Connects the matches' prices and option cards to the bet slip: the two features meet here, not in each other. */
export function SlipActionProvider({ children }: { children: ReactNode }) {
  const { add, toggle, entries } = useBetSlip();
  const rules = useSlipRules();
  const action = useMemo<SlipAction>(() => {
    const picked = new Map(
      entries.map((e) => [`${e.matchId}-${e.marketId}`, { optionId: e.optionId, side: e.side }]),
    );
    return {
      stakeProblem: (amount) => checkStake(amount, rules),
      add,
      toggle,
      picked: (matchId, marketId) => picked.get(`${matchId}-${marketId}`),
    };
  }, [add, toggle, entries, rules]);
  return <SlipActionContext value={action}>{children}</SlipActionContext>;
}
