import { createContext, use, type ReactNode } from 'react';

/**
 * What the match card shows of the player's own bets on the match (their cash-out offers). The app layer
 * supplies it, so matches never imports bets; without it the card shows none.
 */
export const MatchBetsSlotContext = createContext<((matchId: number) => ReactNode) | null>(null);

export function useMatchBetsSlot() {
  return use(MatchBetsSlotContext);
}
