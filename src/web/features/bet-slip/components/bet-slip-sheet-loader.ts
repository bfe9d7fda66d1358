import { lazyWithPreload } from '@/lib/lazy-with-preload';

/**
 * The sheet's code (its dialog, the slip's checks and placing) loads the first time the slip opens or
 * the player reaches for a slip button: no part of the first screen waits for it (ADR 0015).
 */
export const { Component: BetSlipSheet, preload: preloadBetSlipSheet } = lazyWithPreload(
  async () => (await import('./bet-slip-sheet')).BetSlipSheet,
);
