import type { BetSide } from '@shared/contracts/bets';

/**
 * What a matches page hands the bet slip when the player picks odds and a stake. Here, not in either
 * feature, because both speak it: matches hands it over, bet-slip keeps it as an entry.
 */
export type SlipSelection = {
  matchId: number;
  marketId: number;
  optionId: number;
  /** BACK: the option wins. LAY: it does not; the lay holds its liability (slipHeldRupees). */
  side: BetSide;
  homeTeam: string;
  awayTeam: string;
  marketName: string;
  optionName: string;
  /** The price on the selection's side: a lay's is the option's lay odds. */
  odds: number;
  /** Whole rupees: a back's stake, or the backer's stake a lay wins. */
  amount: number;
};
