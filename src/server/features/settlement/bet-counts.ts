import { sql } from 'drizzle-orm';

/** How many bets of each player moved to each status, and what they were paid or refunded (paise). */
export type BetCounts = [string, 'WON' | 'LOST' | 'VOID' | 'PENDING', number, string][];

/** The bet_counts report of a posting: BetCounts of the rows that `cte` moved, `paid` summed. */
export const betCounts = (cte: string, paid: string) =>
  sql.raw(`(select coalesce(json_agg(json_build_array(user_id, status, n, paid::text)), '[]')
            from (select user_id, status, count(*) as n, sum(${paid}) as paid from ${cte}
                  group by user_id, status) c) as bet_counts`);
