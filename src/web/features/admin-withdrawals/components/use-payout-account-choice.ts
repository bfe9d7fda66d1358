import { useState } from 'react';
import type { AdminWithdrawal, ImpsDetail, UpiDetail } from '@shared/contracts/withdrawals';
import { usePayoutAccounts } from '../api/get-payout-accounts';
import { bestPayoutAccount } from '../lib/best-payout-account';

/**
 * The payout account that pays an approval: the active accounts of the withdrawal's kind, and the one
 * chosen (the best until the operator picks another).
 */
export function usePayoutAccountChoice(method: AdminWithdrawal['method'] | undefined) {
  const upi = usePayoutAccounts('upi');
  const imps = usePayoutAccounts('imps');
  const accounts: (UpiDetail | ImpsDetail)[] = (method === 'upi' ? upi.data : imps.data) ?? [];
  const active = accounts.filter((a) => a.isActive);
  const [chosen, setChosen] = useState<string | null>(null);
  const best = bestPayoutAccount(accounts);
  const selected = active.find((a) => String(a.id) === chosen) ?? best;
  return { active, selected, choose: setChosen, reset: () => setChosen(null) };
}
