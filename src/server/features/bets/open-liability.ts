import { sql } from 'drizzle-orm';
import { paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';

/**
 * The open book's worst case now: for each market with pending bets, the most the house can lose on it
 * (what its costliest option pays if it wins, less every stake on the market; nothing when the stakes
 * cover it), summed over the markets.
 */
export async function openLiability(db: Db): Promise<number> {
  const { rows } = await db.execute<{ liability: string }>(sql`
    with per_option as (
      -- Pending bets stand only on markets not yet settled or void: read from those markets (bets_market_idx),
      -- since no index knows a bet's status (docs/decisions/0047).
      select b.market_id, sum(b.potential_payout_paise) as payout, sum(b.amount_paise) as stake
      from markets mk join bets b on b.market_id = mk.id
      where mk.status in ('OPEN', 'SUSPENDED') and b.status = 'PENDING'
      group by b.market_id, b.option_id
    )
    select coalesce(sum(greatest(worst, 0)), 0)::text as liability
    from (select max(payout) - sum(stake) as worst from per_option group by market_id) markets`);
  return paiseToRupees(rows[0]!.liability);
}
