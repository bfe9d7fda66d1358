import { sql } from 'drizzle-orm';
import type { RealityCheck } from '@shared/contracts/responsible-gambling';
import { paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';
import { betSpendSince } from '../wallet/ledger';

/** The longest session a reality check looks back over: a tab left open for days reads one day. */
const LOOK_BACK_MS = 24 * 3_600_000;

/**
 * What the player staked and got back since `since` (their session's start, as the browser saw it),
 * for the reality check. `since` is clamped to the last 24 hours and never after now.
 */
export async function realityCheck(db: Db, userId: string, since: Date, now: Date): Promise<RealityCheck> {
  const from = new Date(Math.min(now.getTime(), Math.max(since.getTime(), now.getTime() - LOOK_BACK_MS)));
  const { rows } = await db.execute<{ staked: string; net_loss: string }>(sql`
    select staked::text, net_loss::text from ${betSpendSince(sql`${userId}`, sql`${from.toISOString()}::timestamptz`)} spend`);
  const staked = BigInt(rows[0]!.staked);
  const netLoss = BigInt(rows[0]!.net_loss);
  return {
    since: from.toISOString(),
    staked: paiseToRupees(staked),
    returned: paiseToRupees(staked - netLoss),
    netResult: paiseToRupees(-netLoss),
  };
}
