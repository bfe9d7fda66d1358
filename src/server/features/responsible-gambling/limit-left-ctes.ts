import { sql, type SQL } from 'drizzle-orm';
import { betSpendSince } from '../wallet/ledger';

/** The start of the calendar period holding `at`, in India time (a week starts on Monday). */
const periodStart = (period: SQL, at: SQL) => sql`(date_trunc(
    case ${period} when 'DAY' then 'day' when 'WEEK' then 'week' else 'month' end,
    ${at} at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata')`;

/**
 * CTEs over the limits of `players` (a query of user_id) at time `at` (timestamptz): `limits_in_force`
 * (user_id, kind, period, amount_paise) and `limit_left` (the same, with used_paise and remaining_paise
 * this period, from the ledger's bet entries; remaining_paise is below zero when the limit was set under
 * what was already used). The sums are exact only when the statement started after the player's last
 * placement committed: placement runs under withPlayerLimitLock whenever limits_in_force has a row.
 */
export const limitLeftCtes = (players: SQL, at: SQL) => sql`limits_in_force as materialized (
    select user_id, kind, period, amount_paise from (
      select distinct on (user_id, kind, period) user_id, kind, period, amount_paise from betting_limit_changes
      where user_id in (${players}) and cancelled_at is null and effective_at <= ${at}
      order by user_id, kind, period, effective_at desc, id desc
    ) latest where amount_paise is not null
  ), limit_left as materialized (
    select user_id, kind, period, amount_paise, used_paise, amount_paise - used_paise as remaining_paise from (
      select l.user_id, l.kind, l.period, l.amount_paise,
             case l.kind when 'STAKE' then s.staked else s.net_loss end as used_paise
      from limits_in_force l cross join lateral ${betSpendSince(sql.raw('l.user_id'), periodStart(sql`l.period`, at))} s
    ) used
  )`;
