export { useBetSlip } from './store';
export type { BetSlip, SlipEntry } from './types';
export { BetSlipOverlay } from './components/bet-slip-overlay';
export { BetSlipButton } from './components/bet-slip-button';
export { BetSlipColumn } from './components/bet-slip-column';
export { useSlipRules, checkStake } from './api/get-slip-rules';
