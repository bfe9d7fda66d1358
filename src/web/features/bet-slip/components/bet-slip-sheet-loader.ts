import { lazy } from 'react';

const loadSheet = () => import('./bet-slip-sheet');

/**
 * The sheet's code (its dialog, the slip's checks and placing) loads the first time the slip opens or
 * the player reaches for a slip button (`preloadBetSlipSheet`): no part of the first screen waits for it.
 */
export const BetSlipSheet = lazy(async () => ({ default: (await loadSheet()).BetSlipSheet }));

export const preloadBetSlipSheet = () => void loadSheet().catch(() => {});
