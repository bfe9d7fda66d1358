import { sql } from 'drizzle-orm';
import type { OddsChangedDetails } from '@shared/contracts/bets';
import type { Db } from '../../db/client';
import { FEED_STALE_AFTER_SECONDS } from '../matches/sync/wait-for-feed';
import { selectBets } from './bet-view';
import type { ResolvedSlip } from './held-slips';
import { resolveHeldSlip } from './resolve-held-slip';

/** Resolves the slip if it is due (null if it still waits), or reads how it was resolved before. */
export async function resolvedOutcome(db: Db, slipId: string, now: Date): Promise<ResolvedSlip | null> {
  const outcome = await resolveHeldSlip(db, slipId, now, FEED_STALE_AFTER_SECONDS);
  if (outcome === 'GONE') return resolvedBefore(db, slipId);
  return outcome.state === 'WAITING' ? null : outcome;
}

/** How a slip resolved earlier (by another request or instance) ended. */
async function resolvedBefore(db: Db, slipId: string): Promise<ResolvedSlip> {
  const { rows } = await db.execute<{
    user_id: string;
    refusal_reason: Extract<ResolvedSlip, { state: 'REFUSED' }>['reason'] | null;
    refusal_details: { changes?: OddsChangedDetails['changes'] } | null;
  }>(sql`select user_id, refusal_reason, refusal_details from bet_slips where id = ${slipId}`);
  const slip = rows[0]!;
  if (slip.refusal_reason)
    return {
      state: 'REFUSED',
      userId: slip.user_id,
      reason: slip.refusal_reason,
      changes: slip.refusal_details?.changes ?? null,
    };
  return {
    state: 'PLACED',
    userId: slip.user_id,
    bets: await selectBets(db, sql`b.slip_id = ${slipId}`, sql`b.placed_at, b.id`),
  };
}
