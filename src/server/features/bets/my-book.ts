import { sql } from 'drizzle-orm';
import type { MyBook } from '@shared/contracts/book';
import { paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';
import { payoutIfWinsSql } from './payout-if-wins-sql';

interface MyBookRow extends Record<string, unknown> {
  market_id: number;
  option_id: number;
  net_paise: string;
}

/**
 * The player's book on a match: for each market where they have pending bets, per option what they net
 * if it wins (what their backs on it and their lays on the other options pay, less all their bets on the
 * market hold). The pending rows hold what is still on and its payout after any cash-out, and in-play
 * bets in their delay are not rows yet (bet_holds), so both are as they should be without a case of their
 * own. Summed in PostgreSQL.
 */
export async function myBook(db: Db, userId: string, matchId: number): Promise<MyBook> {
  const { rows } = await db.execute<MyBookRow>(sql`
    with mine as materialized (
      select market_id, option_id, side, amount_paise, potential_payout_paise
      from bets
      where user_id = ${userId} and match_id = ${matchId} and status = 'PENDING'
    )
    select mk.id as market_id, o.id as option_id,
           (${payoutIfWinsSql(sql.raw('mk.id'))}
             - sum(coalesce(sum(b.amount_paise), 0)) over (partition by mk.id))::text as net_paise
    from markets mk
    join market_options o on o.market_id = mk.id
    left join mine b on b.option_id = o.id
    where mk.id in (select market_id from mine)
    group by mk.id, o.id
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
