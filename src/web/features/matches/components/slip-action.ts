import { createContext, use } from 'react';
import type { SlipSelection } from '@/lib/slip-selection';

/** A market's pick on the slip: its option, backed or laid. */
export type SlipPick = Pick<SlipSelection, 'optionId' | 'side'>;

/** The bet slip as the matches' prices and option cards see it; the app layer supplies it, so matches never imports bet-slip. */
export type SlipAction = {
  /** Why this stake cannot go on the slip (the slip's rules), or null; its check loads on first use. */
  stakeProblem: (amount: number) => Promise<string | null>;
  /** Puts the pick on the slip with its stake (replacing its market's pick) and opens the slip. */
  add: (selection: SlipSelection) => void;
  /** One tap on a price: the pick goes on the slip (stake to type there), or comes off if it was on. */
  toggle: (selection: SlipSelection) => void;
  /** The pick of this match's market that is on the slip, if any. */
  picked: (matchId: number, marketId: number) => SlipPick | undefined;
};

export const SlipActionContext = createContext<SlipAction | null>(null);

export function useSlipAction(): SlipAction {
  const action = use(SlipActionContext);
  if (!action) throw new Error('useSlipAction must be used inside <SlipActionContext>');
  return action;
}
