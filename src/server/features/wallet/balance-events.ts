import { paiseToRupees } from '@shared/money';
import type { LiveEvent } from '../../realtime/live-events';
import type { BalanceChange } from './ledger';

/** The live 'balance' event of each changed balance, for its owner's streams only. */
export function balanceEvents(balances: readonly BalanceChange[]): LiveEvent<'balance'>[] {
  return balances.map((b) => ({
    topic: 'balance',
    userId: b.userId,
    payload: { balance: paiseToRupees(b.balancePaise), version: b.version },
  }));
}
