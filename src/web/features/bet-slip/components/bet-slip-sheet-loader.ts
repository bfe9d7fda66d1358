import { withFeatureCatalog } from '@/lib/i18n/activate-locale';
import { lazyPage } from '@/lib/routing/lazy-page';

export const loadBetSlipSheet = () => withFeatureCatalog('bet-slip', import('./bet-slip-sheet'));

/**
 * The sheet's code (its dialog, the slip's checks and placing) and its messages load the first time the slip opens or
 * the player reaches for a slip button (`preloadBetSlipSheet`): no part of the first screen waits for it.
 */
export const BetSlipSheet = lazyPage(async () => (await loadBetSlipSheet()).BetSlipSheet);

export const preloadBetSlipSheet = () => void loadBetSlipSheet().catch(() => {});

/** The column's slip (from 1280 px): the sheet's panel without the dialog, loaded after the first paint. */
export const loadBetSlipColumnPanel = () => withFeatureCatalog('bet-slip', import('./bet-slip-column-panel'));

/** Fetched again when next shown after its code failed to load (lazyPage), not kept as failed for good. */
export const BetSlipColumnPanel = lazyPage(async () => (await loadBetSlipColumnPanel()).BetSlipColumnPanel);
