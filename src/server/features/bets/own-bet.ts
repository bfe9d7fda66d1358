import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { BET_COLUMNS, BET_NAME_JOINS, type BetRow } from './bet-view';

/** The player's bet, with its market, match and its option's odds now (404 if not theirs). */
export async function ownBet(db: Db, userId: string, betId: string): Promise<BetRow> {
  const { rows } = await db.execute<BetRow>(sql`
    select ${BET_COLUMNS} from bets b ${BET_NAME_JOINS}
    where b.id = ${betId}::uuid and b.user_id = ${userId}`);
  if (!rows[0]) throw notFound('Bet not found');
  return rows[0];
}
