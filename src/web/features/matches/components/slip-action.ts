import { createContext, use } from 'react';

/** What an option card hands over when the player picks odds and a stake. */
export type SlipSelection = {
  matchId: number;
  marketId: number;
  optionId: number;
  homeTeam: string;
  awayTeam: string;
  marketName: string;
  optionName: string;
  odds: number;
  /** Whole rupees. */
  amount: number;
};

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
