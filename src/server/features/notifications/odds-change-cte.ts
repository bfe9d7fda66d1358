import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_ODDS_CHANGE } from '@shared/statuses';

/**
 * For a statement that places slips: the CTE `odds_change` (slip_no, preference) holds what each slip of
 * `slips` (a query of slip_no, user_id, given) does when a price moved: the one its request gave (`given`,
 * null for none), else its player's saved preference (getPreferences), else DEFAULT_ODDS_CHANGE.
 */
export const oddsChangeCte = (slips: SQL) => sql`odds_change as materialized (
  select s.slip_no, coalesce(s.given, np.odds_change, ${sql.raw(`'${DEFAULT_ODDS_CHANGE}'`)}) as preference
  from (${slips}) s left join notification_preferences np on np.user_id = s.user_id
)`;
