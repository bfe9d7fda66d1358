import { useMemo, type ReactNode } from 'react';
import { checkStake, useBetSlip, useSlipRules } from '@/features/bet-slip';
import { SlipActionContext, type SlipAction } from '@/features/matches';

/** Connects the matches' option cards to the bet slip: the two features meet here, not in each other. */
export function SlipActionProvider({ children }: { children: ReactNode }) {
  const { add } = useBetSlip();
  const rules = useSlipRules();
  const action = useMemo<SlipAction>(
    () => ({ stakeProblem: (amount) => checkStake(amount, rules), add }),
    [add, rules],
  );
  return <SlipActionContext value={action}>{children}</SlipActionContext>;
}
