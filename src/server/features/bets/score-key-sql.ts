import { sql, type SQL } from 'drizzle-orm';

/**
 * A match's score as one text value (runs, wickets and overs of both sides), from the `matches` row
 * aliased `m`: every ball the feed records changes it (a dot ball its overs, an extra its runs).
 */
export const scoreKeySql = (m: string): SQL =>
  sql.raw(
    `concat_ws('/', ${m}.home_runs, ${m}.home_wickets, ${m}.home_overs, ${m}.away_runs, ${m}.away_wickets, ${m}.away_overs)`,
  );
