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
      select market_id, sum(potential_payout_paise) as payout, sum(amount_paise) as stake
      from bets where status = 'PENDING'
      group by market_id, option_id
    )
    select coalesce(sum(greatest(worst, 0)), 0)::text as liability
    from (select max(payout) - sum(stake) as worst from per_option group by market_id) markets`);
  return paiseToRupees(rows[0]!.liability);
}
