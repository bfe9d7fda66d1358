import { sql } from 'drizzle-orm';
import type { PlayerStats } from '@shared/contracts/account';
import type { Bet } from '@shared/contracts/bets';
import { paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';
import { selectBets } from './bet-view';

/** The most bets one list returns (the player's history is read newest first). */
const MY_BETS_LIMIT = 500;

/**
 * A player's own bets. active: PENDING and ACTIVE, newest placed first. settled: WON, LOST and VOID,
 * most recently settled first. all: every bet, newest placed first.
 */
export function listMyBets(
  db: Db,
  userId: string,
  status: 'active' | 'settled' | 'all',
  limit = MY_BETS_LIMIT,
): Promise<Bet[]> {
  switch (status) {
    case 'active':
      return selectBets(
        db,
        sql`b.user_id = ${userId} and b.status in ('PENDING','ACTIVE')`,
        sql`b.placed_at desc, b.id desc`,
        limit,
      );
    case 'settled':
      return selectBets(
        db,
        sql`b.user_id = ${userId} and b.status in ('WON','LOST','VOID')`,
        sql`b.settled_at desc, b.id desc`,
        limit,
      );
    default:
      return selectBets(db, sql`b.user_id = ${userId}`, sql`b.placed_at desc, b.id desc`, limit);
  }
}

/** The player's record in one aggregate over their bets (bets_user_placed_idx). */
export async function playerStats(db: Db, userId: string): Promise<PlayerStats> {
  const { rows } = await db.execute<Record<string, string>>(sql`
    select count(*) as total,
           count(*) filter (where status = 'WON') as won,
           count(*) filter (where status = 'LOST') as lost,
           count(*) filter (where status in ('PENDING', 'ACTIVE')) as pending,
           coalesce(sum(potential_payout_paise) filter (where status = 'WON'), 0)
             - coalesce(sum(amount_paise) filter (where status in ('WON', 'LOST')), 0) as net_paise
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
