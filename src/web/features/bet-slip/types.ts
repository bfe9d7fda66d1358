import type { SlipSelection } from '@/lib/slip-selection';

/** One slip line: unique per match and market; id is `${matchId}-${marketId}-${optionId}`. */
export type SlipEntry = SlipSelection & {
  id: string;
  /** Odds the server reported (ODDS_CHANGED) that the player has not accepted yet. */
  changedOdds?: number;
};

export type BetSlip = {
  entries: SlipEntry[];
  count: number;
  isOpen: boolean;
  setOpen: (open: boolean) => void;
  /** Replaces the entry for the same match and market, else appends; opens the sheet. */
  add: (entry: SlipSelection) => void;
  remove: (id: string) => void;
  clear: () => void;
  /** Accepts new odds for an entry (clears any pending change). */
  updateOdds: (id: string, odds: number) => void;
  /** Sets an entry's stake (whole rupees). */
  setAmount: (id: string, amount: number) => void;
};
