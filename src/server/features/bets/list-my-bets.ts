import { sql } from 'drizzle-orm';
import type { Bet } from '@shared/contracts/bets';
import type { Db } from '../../db/client';
import { selectBets } from './bet-view';

/** The most bets one list returns (the player's history is read newest first). */
const MY_BETS_LIMIT = 500;

/**
 * A player's own bets. active: PENDING and ACTIVE, newest placed first. settled: WON, LOST, VOID and CASHED_OUT,
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
        sql`b.user_id = ${userId} and b.status in ('WON','LOST','VOID','CASHED_OUT')`,
        sql`b.settled_at desc, b.id desc`,
        limit,
      );
    default:
      return selectBets(db, sql`b.user_id = ${userId}`, sql`b.placed_at desc, b.id desc`, limit);
  }
}
