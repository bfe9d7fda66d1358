import { sql, type SQL } from 'drizzle-orm';

/**
 * The one price check, as an SQL boolean: whether a bet sent at `sent` odds (hundredths) is refused at
 * the `current` price under the odds preference `preference` (ASK: any move; HIGHER: a lower price; ANY:
 * none). Odds sent that are no price (<= 0) are refused whatever the preference.
 */
export const priceRefusedSql = (preference: SQL, current: SQL, sent: SQL): SQL =>
  sql`(${sent} <= 0 or case ${preference} when 'ASK' then ${current} <> ${sent}
                                           when 'HIGHER' then ${current} < ${sent}
                                           else false end)`;
