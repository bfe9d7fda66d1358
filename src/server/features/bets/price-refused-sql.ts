import { sql, type SQL } from 'drizzle-orm';

/**
 * The one price check, as an SQL boolean: whether a bet on `side` sent at `sent` odds (hundredths) is
 * refused at the `current` price on its side under the odds preference `preference` (ASK: any move;
 * HIGHER: a worse price, which is a lower one for a back and a higher one for a lay; ANY: none). Odds
 * sent that are no price (1.00 or less: nothing to win, or no liability to hold) are refused whatever the
 * preference.
 */
export const priceRefusedSql = (preference: SQL, current: SQL, sent: SQL, side: SQL): SQL =>
  sql`(${sent} <= 100 or case ${preference} when 'ASK' then ${current} <> ${sent}
                                           when 'HIGHER' then case ${side} when 'LAY' then ${current} > ${sent}
                                                                           else ${current} < ${sent} end
                                           else false end)`;
