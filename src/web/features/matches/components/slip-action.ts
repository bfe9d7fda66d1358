import { createContext, use } from 'react';
import type { SlipSelection } from '@/lib/slip-selection';

/** The bet slip as an option card sees it; the app layer supplies it, so matches never imports bet-slip. */
export type SlipAction = {
  /** Why this stake cannot go on the slip (the slip's rules), or null; its check loads on first use. */
  stakeProblem: (amount: number) => Promise<string | null>;
  add: (selection: SlipSelection) => void;
};

export const SlipActionContext = createContext<SlipAction | null>(null);

export function useSlipAction(): SlipAction {
  const action = use(SlipActionContext);
  if (!action) throw new Error('useSlipAction must be used inside <SlipActionContext>');
  return action;
}
