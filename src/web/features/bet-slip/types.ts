/** What a matches page hands the slip when the player picks odds and a stake. */
export type SlipEntryInput = {
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

/** One slip line: unique per match and market; id is `${matchId}-${marketId}-${optionId}`. */
export type SlipEntry = SlipEntryInput & {
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
  add: (entry: SlipEntryInput) => void;
  remove: (id: string) => void;
  clear: () => void;
  /** Accepts new odds for an entry (clears any pending change). */
  updateOdds: (id: string, odds: number) => void;
  /** Sets an entry's stake (whole rupees). */
  setAmount: (id: string, amount: number) => void;
};
