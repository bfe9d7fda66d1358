// One file, several operations: the payout rules of @shared in SQL, a back's and a lay's, kept together
// as their test (payout-sql.int.test.ts) holds them to the shared ones.
import { sql, type SQL } from 'drizzle-orm';

/**
 * payoutPaise (@shared/money) in SQL, for a statement that takes its price from the row it locks:
 * stake x odds, rounded down to the paisa. Integer arithmetic on bigint (a stake and odds are positive,
 * so the division's truncation is the floor, as BigInt division's); an overflow is an error, never a
 * wrong amount. payout-sql.int.test.ts holds the two to the same answers.
 */
export const payoutPaiseSql = (stakePaise: SQL, oddsHundredths: SQL) =>
  sql`((${stakePaise})::bigint * (${oddsHundredths})::bigint / 100)`;

/**
 * layPayoutPaise (@shared/cash-out) in SQL: what a lay's liability returns if it wins at lay odds L,
 * liability x L / (L - 1), rounded down to the paisa. payout-sql.int.test.ts holds the two alike.
 */
export const layPayoutPaiseSql = (liabilityPaise: SQL, layOddsHundredths: SQL) =>
  sql`((${liabilityPaise})::bigint * (${layOddsHundredths})::bigint / ((${layOddsHundredths})::bigint - 100))`;
