import { sql } from 'drizzle-orm';
import type { Bet } from '@shared/contracts/bets';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors';
import { transactionWithEvents } from '../../realtime/live-events';
import { selectBets } from './bet-view';
import { unavailableMessage } from './unavailable-message';

/** Sets (or, with null, drops) the auto cash-out target of the player's pending bet, in paise. */
export async function updateAutoCashOutTarget(
  db: Db,
  userId: string,
  betId: string,
  target: bigint | null,
): Promise<Bet> {
  await transactionWithEvents(db, async (tx, emit) => {
    // Only while pending: an auto cash-out that ran in between leaves nothing to set.
    const { rows } = await tx.execute(sql`
      update bets set auto_cash_out_target_paise = ${target === null ? null : String(target)}
      where id = ${betId}::uuid and user_id = ${userId} and status = 'PENDING'
      returning id`);
    if (rows.length === 0 && target !== null)
      throw new DomainError('CASH_OUT_UNAVAILABLE', unavailableMessage('NOTHING_LEFT'), {
        reason: 'NOTHING_LEFT',
      });
    emit({ topic: 'bet', userId, payload: { status: 'PENDING', count: 1 } });
  });
  const [bet] = await selectBets(db, sql`b.id = ${betId}::uuid`, sql`b.id`);
  return bet!;
}
