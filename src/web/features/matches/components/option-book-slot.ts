import { createContext, use, type ReactNode } from 'react';

/** An option as its card names it, for the player's book under it. */
export type OptionBookPick = { matchId: number; marketId: number; optionId: number; name: string };

/**
 * What an option card shows under it of the player's book: what they net if it wins. The app layer
 * supplies it, so matches never imports bets; without it the card shows none.
 */
export const OptionBookSlotContext = createContext<((pick: OptionBookPick) => ReactNode) | null>(null);

export function useOptionBookSlot() {
  return use(OptionBookSlotContext);
}
