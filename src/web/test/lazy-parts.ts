import { loadToaster } from '@/app/providers';
import { loadAuthDialog } from '@/features/auth/auth-dialog-provider';
import {
  loadBetSlipColumnPanel,
  loadBetSlipSheet,
} from '@/features/bet-slip/components/bet-slip-sheet-loader';
import { loadAutoCashOut, loadCashOutDialog } from '@/features/bets/components/lazy-parts';
import { loadWithdrawTab } from '@/features/wallet/routes/wallet-page';

/**
 * Loads the app's parts that come on first use: the auth dialog and the bet slip's sheet and column with their
 * messages, the cash-out confirm and form, the wallet's Withdraw tab, the toast host. A test that waits for one of them
 * calls this in beforeAll: its wait then covers the part's render, not vitest's first transform of the
 * part's modules, which on a busy machine takes longer than the wait.
 */
export async function loadLazyParts() {
  await Promise.all([
    loadAuthDialog(),
    loadBetSlipSheet(),
    loadBetSlipColumnPanel(),
    loadCashOutDialog(),
    loadAutoCashOut(),
    loadWithdrawTab(),
    loadToaster(),
  ]);
}
