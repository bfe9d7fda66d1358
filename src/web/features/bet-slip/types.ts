import type { BetDelayRefusedDetails } from '@shared/contracts/bets';
import type { SlipSelection } from '@/lib/slip-selection';

/**
 * One slip line: unique per match and market (a back or a lay); id is `${matchId}-${marketId}-${optionId}`,
 * with '-LAY' for a lay.
 */
export type SlipEntry = SlipSelection & {
  id: string;
  /** Odds the server reported (ODDS_CHANGED, on the entry's side) that the player has not accepted yet. */
  changedOdds?: number;
};

/** A slip sent and not yet answered: when it was sent, and the in-play delay it waits out (0: none). */
export type SlipPlacing = { sentAt: number; delaySeconds: number };

/** Why the server refused the slip at the end of its in-play delay (409 BET_DELAY_REFUSED). */
export type DelayRefusal = BetDelayRefusedDetails['reason'];

export type BetSlip = {
  entries: SlipEntry[];
  count: number;
  isOpen: boolean;
  /** Set from Place Bets until the server answers, whether or not the sheet stays open meanwhile. */
  placing: SlipPlacing | null;
  /** The last answer's refusal, until the slip changes or is sent again. */
  refusal: DelayRefusal | null;
  setOpen: (open: boolean) => void;
  /** Replaces the entry for the same match and market, else appends; opens the sheet. */
  add: (entry: SlipSelection) => void;
  /** Takes the pick off if it is on the slip, else puts it on (replacing its market's pick); the sheet stays. */
  toggle: (entry: SlipSelection) => void;
  remove: (id: string) => void;
  clear: () => void;
  /** Accepts new odds for an entry (clears any pending change). */
  updateOdds: (id: string, odds: number) => void;
  /** Sets an entry's stake (whole rupees). */
  setAmount: (id: string, amount: number) => void;
};
