import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_ODDS_CHANGE } from '@shared/statuses';

/**
 * For a statement that places bets: the CTE `odds_change` (one row, `preference`) holds what the bets
 * do when a price moved: the one the request gave (`given`, null for none), else the player's saved
 * preference (getPreferences), else DEFAULT_ODDS_CHANGE.
 */
export const oddsChangeCte = (userId: SQL, given: SQL) => sql`odds_change as materialized (
  select coalesce(${given},
                  (select np.odds_change from notification_preferences np where np.user_id = ${userId}),
                  ${sql.raw(`'${DEFAULT_ODDS_CHANGE}'`)}) as preference
)`;
