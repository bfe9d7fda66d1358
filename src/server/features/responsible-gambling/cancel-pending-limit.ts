import type { BettingLimits } from '@shared/contracts/responsible-gambling';
import type { LimitKind, LimitPeriod } from '@shared/statuses';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors';
import { getLimits } from './get-limits';
import { withPlayerLimitLock } from './with-player-limit-lock';

/** Cancels the pending raise or removal of one limit (the limit in force stays). */
export async function cancelPendingLimit(
  db: Db,
  userId: string,
  key: { kind: LimitKind; period: LimitPeriod },
  now: Date,
): Promise<BettingLimits> {
  await withPlayerLimitLock(db, userId, async (client) => {
    const { rowCount } = await client.query(
      `update betting_limit_changes set cancelled_at = $4
       where user_id = $1 and kind = $2 and period = $3 and cancelled_at is null and effective_at > $4`,
      [userId, key.kind, key.period, now.toISOString()],
    );
    if (!rowCount) throw new DomainError('NOT_FOUND', 'There is no pending change to this limit');
  });
  return getLimits(db, userId, now);
}
