import { sql } from 'drizzle-orm';
import type { PlayerStats } from '@shared/contracts/account';
import { paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';

/**
 * The player's record in one aggregate over their bets (bets_user_placed_idx). Net profit counts the
 * stake still on of settled bets and every cash-out (what it paid less the stake it closed), in full or
 * in part, whatever became of the rest. A lay is kept as a back of its liability (ADR 0048), won when its
 * option lost: won, it nets its payout less its liability (the stake it won); lost, its liability.
 */
export async function playerStats(db: Db, userId: string): Promise<PlayerStats> {
  const { rows } = await db.execute<Record<string, string>>(sql`
    select count(*) as total,
           count(*) filter (where status = 'WON') as won,
           count(*) filter (where status = 'LOST') as lost,
           count(*) filter (where status in ('PENDING', 'ACTIVE')) as pending,
           coalesce(sum(potential_payout_paise) filter (where status = 'WON'), 0)
             - coalesce(sum(amount_paise) filter (where status in ('WON', 'LOST')), 0)
             + coalesce(sum(cashed_out_paise - cashed_out_stake_paise), 0) as net_paise
    from bets where user_id = ${userId}`);
  const row = rows[0]!;
  const won = Number(row.won);
  const settled = won + Number(row.lost);
  return {
    totalBets: Number(row.total),
    won,
    lost: Number(row.lost),
    pending: Number(row.pending),
    winRate: settled === 0 ? null : Math.round((won / settled) * 1000) / 10,
    netProfit: paiseToRupees(row.net_paise!),
  };
}
