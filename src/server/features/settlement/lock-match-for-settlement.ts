import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockOpenMarkets } from './lock-open-markets';
import { lockPlayers } from './lock-players';

/**
 * Locks every open market of the match, then every player with a PENDING bet on it, each in id order:
 * what a settlement moving several of the match's markets in one transaction takes first, so it takes no
 * new lock after another settlement's (a later per-market lock finds its rows already held). Taken market
 * by market, two settlements sharing players deadlocked (found by the random ledger test). Returns the
 * open markets.
 */
export async function lockMatchForSettlement(tx: Db, matchId: number) {
  const markets = await lockOpenMarkets(tx, matchId);
  await lockPlayers(tx, sql`b.match_id = ${matchId}`);
  return markets;
}
