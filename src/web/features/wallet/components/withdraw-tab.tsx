import { WithdrawForm } from './withdraw-form';
import { WithdrawalHistory } from './withdrawal-history';

/**
 * The wallet's Withdraw tab: the form and the player's withdrawals. Its own chunk, loaded as the player
 * reaches for the tab: the form's checks (zod, the withdrawals contract) and its labels are not what
 * the wallet's first screen, on the Deposit tab, needs to paint.
 */
export function WithdrawTab({ balance }: { balance: number }) {
  return (
    <>
      <WithdrawForm balance={balance} />
      <WithdrawalHistory />
    </>
  );
}
