import { sql } from 'drizzle-orm';
import type { BettingBreak } from '@shared/contracts/me';
import type { BettingBreakKind } from '@shared/statuses';
import type { Db } from '../../db/client';
import { activeBreak } from './active-break';

/** How long each period lasts, as PostgreSQL intervals (calendar months and years, as a player reads them). */
const INTERVALS: Record<string, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '6w': '42 days',
  '6m': '6 months',
  '1y': '1 year',
  '2y': '2 years',
  '5y': '5 years',
};

/**
 * Starts a time-out or a self-exclusion now. It is recorded even when a longer break is already on
 * (every request is kept); the player's break is whichever ends last, so nothing is ever shortened.
 */
export async function takeBreak(
  db: Db,
  userId: string,
  kind: BettingBreakKind,
  period: string,
): Promise<BettingBreak> {
  await db.execute(sql`
    insert into betting_breaks (user_id, kind, period, ends_at)
    values (${userId}, ${kind}, ${period}, now() + ${INTERVALS[period]!}::interval)`);
  return (await activeBreak(db, userId))!;
}
