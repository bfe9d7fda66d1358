import { lazy } from 'react';
import { withFeatureCatalog } from '@/lib/i18n/activate-locale';

const loadSheet = () => withFeatureCatalog('bet-slip', import('./bet-slip-sheet'));

/**
 * The sheet's code (its dialog, the slip's checks and placing) and its messages load the first time the slip opens or
 * the player reaches for a slip button (`preloadBetSlipSheet`): no part of the first screen waits for it.
 */
export const BetSlipSheet = lazy(async () => ({ default: (await loadSheet()).BetSlipSheet }));

export const preloadBetSlipSheet = () => void loadSheet().catch(() => {});
