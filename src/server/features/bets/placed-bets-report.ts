import { sql } from 'drizzle-orm';
import type { PlacedFigures } from '@shared/contracts/reports';
import { paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';
import type { ReportWindow } from './settled-bets-report';

/**
 * The bets placed in the window (placed_at in [from, to)), settled or not: how many, their stakes as
 * placed (what is still on and what was cashed out; a lay's is its liability, what it put up), and how
 * many players placed them.
 */
export async function placedBetFigures(db: Db, { from, to }: ReportWindow): Promise<PlacedFigures> {
  const { rows } = await db.execute<{ bets: number; turnover: string; players: number }>(sql`
    select count(*)::int as bets,
           coalesce(sum(amount_paise + cashed_out_stake_paise), 0)::text as turnover,
           count(distinct user_id)::int as players
    from bets
    where placed_at >= ${from.toISOString()}::timestamptz and placed_at < ${to.toISOString()}::timestamptz`);
  const row = rows[0]!;
  return { bets: row.bets, turnover: paiseToRupees(row.turnover), players: row.players };
}
