/**
 * What a matches page hands the bet slip when the player picks odds and a stake. Here, not in either
 * feature, because both speak it: matches hands it over, bet-slip keeps it as an entry.
 */
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
