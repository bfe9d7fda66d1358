export { useBetSlip, betSlipStore } from './store';
export type { BetSlip, SlipEntry, SlipEntryInput } from './types';
export { BetSlipOverlay } from './components/bet-slip-overlay';
