import { sql } from 'drizzle-orm';
import { paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';
import { payoutIfWinsSql } from './payout-if-wins-sql';

/**
 * The open book's worst case now: for each market with pending bets, the most the house can lose on it
 * (what it pays if its costliest option wins, the backs on it and the lays on the others, less all the
 * bets on the market hold; nothing when that covers it), summed over the markets.
 */
export async function openLiability(db: Db): Promise<number> {
  const { rows } = await db.execute<{ liability: string }>(sql`
    with per_option as (
      -- Pending bets stand only on markets not yet settled or void: read from those markets (bets_market_idx),
      -- since no index knows a bet's status (docs/decisions/0047). Every option of them, so that the lays
      -- against an option nobody backed count if it wins.
      select mk.id as market_id, ${payoutIfWinsSql(sql.raw('mk.id'))} as payout,
             coalesce(sum(b.amount_paise), 0) as held
      from markets mk
      join market_options o on o.market_id = mk.id
      left join bets b on b.market_id = mk.id and b.option_id = o.id and b.status = 'PENDING'
      where mk.status in ('OPEN', 'SUSPENDED')
      group by mk.id, o.id
    )
    select coalesce(sum(greatest(worst, 0)), 0)::text as liability
    from (select max(payout) - sum(held) as worst from per_option group by market_id) markets`);
  return paiseToRupees(rows[0]!.liability);
}
