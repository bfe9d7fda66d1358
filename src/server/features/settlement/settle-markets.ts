// Runs inside the caller's transaction, after the caller has locked the match row (FOR UPDATE) and the
// markets it settles: placement holds those markets FOR SHARE, so no bet can be added to them while this
// runs. Only PENDING bets move, so a repeated or concurrent settlement finds nothing left to pay.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { markMarkets } from './mark-markets';
import { nothingSettled, type Settled } from './settled';
import { settleBets } from './settle-bets';
import { summarise } from './summarise';
import { withNotices } from './with-notices';

/**
 * PENDING bets of the markets become WON (their option is a winner) or LOST, all in one statement: the
 * settled stakes move from the stakes held into the house's revenue in one transfer per market and outcome
 * (BET_WON or BET_LOST), which each bet names (stake_transfer_id), and each winner is paid potential_payout
 * out of that revenue (BET_WON, of the bet's settlement round), with one balance credit per player. Then
 * the markets are SETTLED.
 */
export async function settleMarkets(
  tx: Db,
  matchId: number,
  marketIds: number[],
  winningOptionIds: number[],
  result: string,
): Promise<Settled> {
  if (marketIds.length === 0) return nothingSettled();
  const ofMarkets = sql`b.market_id = any(${sql.param(marketIds)}::int[])`;
  const posted = await settleBets(tx, ofMarkets, marketIds, winningOptionIds, result);
  await markMarkets(tx, marketIds, 'SETTLED', result);
  return withNotices(tx, matchId, summarise(posted, matchId, marketIds, 'SETTLED'), posted);
}
