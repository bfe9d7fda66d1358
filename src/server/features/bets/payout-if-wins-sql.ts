import { sql, type SQL } from 'drizzle-orm';

/** The payouts of the group's bets `b` on one side. */
const payoutsOn = (side: 'BACK' | 'LAY') =>
  sql.raw(`coalesce(sum(b.potential_payout_paise) filter (where b.side = '${side}'), 0)`);

/**
 * What a market's bets pay if one option wins, for a query of bets `b` grouped by option (an option with
 * no bets a group of its own, from a left join): the payouts of the backs on it, and of the lays on every
 * other option of the market (a lay wins when its option does not; ADR 0048). `market` partitions the
 * groups by market. Every option's row must be there, or the lays against a missing one are not counted.
 */
export const payoutIfWinsSql = (market: SQL) =>
  sql`(${payoutsOn('BACK')} + sum(${payoutsOn('LAY')}) over (partition by ${market}) - ${payoutsOn('LAY')})`;
