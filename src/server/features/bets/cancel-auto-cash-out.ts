import type { Bet } from '@shared/contracts/bets';
import type { Db } from '../../db/client';
import { ownBet } from './own-bet';
import { updateAutoCashOutTarget } from './update-auto-cash-out-target';

/** Cancels the bet's auto cash-out (nothing happens if it had none). */
export async function cancelAutoCashOut(db: Db, userId: string, betId: string): Promise<Bet> {
  await ownBet(db, userId, betId);
  return updateAutoCashOutTarget(db, userId, betId, null);
}
