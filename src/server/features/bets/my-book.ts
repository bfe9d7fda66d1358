import { sql } from 'drizzle-orm';
import type { MyBook } from '@shared/contracts/book';
import { paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';

interface MyBookRow extends Record<string, unknown> {
  market_id: number;
  option_id: number;
  net_paise: string;
}

/**
 * The player's book on a match: for each market where they have pending bets, per option what they net
 * if it wins (what their bets on it pay less all their stake on the market). The pending rows hold the
 * stake still on and its payout after any cash-out, and in-play bets in their delay are not rows yet
 * (bet_holds), so both are as they should be without a case of their own. Summed in PostgreSQL.
 */
export async function myBook(db: Db, userId: string, matchId: number): Promise<MyBook> {
  const { rows } = await db.execute<MyBookRow>(sql`
    with backed as (
      select market_id, option_id, sum(amount_paise) as stake, sum(potential_payout_paise) as payout
      from bets
      where user_id = ${userId} and match_id = ${matchId} and status = 'PENDING'
      group by market_id, option_id
    ), staked as (
      select market_id, sum(stake) as stake from backed group by market_id
    )
    select o.market_id, o.id as option_id, (coalesce(b.payout, 0) - s.stake)::text as net_paise
    from staked s
    join markets mk on mk.id = s.market_id
    join market_options o on o.market_id = s.market_id
    left join backed b on b.option_id = o.id
    order by mk.sort_order, mk.id, o.sort_order, o.id`);

  const markets: MyBook['markets'] = [];
  for (const r of rows) {
    let market = markets.at(-1);
    if (market?.marketId !== r.market_id) {
      market = { marketId: r.market_id, options: [] };
      markets.push(market);
    }
    market.options.push({ optionId: r.option_id, net: paiseToRupees(r.net_paise) });
  }
  return { matchId, markets };
}
