import { sql } from 'drizzle-orm';
import type { Preferences, SavePreferences } from '@shared/contracts/notifications';
import type { Db } from '../../db/client';
import { DEFAULT_PREFERENCES, getPreferences } from './get-preferences';

/**
 * Saves the toggles, and the reality check's interval, the odds preference and the one-click stakes
 * when given (else each stays as it was).
 */
export async function savePreferences(
  db: Db,
  userId: string,
  preferences: SavePreferences,
): Promise<Preferences> {
  const interval = preferences.realityCheckMinutes;
  const keepInterval = interval === undefined;
  const oddsChange = preferences.oddsChange;
  const keepOddsChange = oddsChange === undefined;
  const quickStakes = preferences.quickStakes;
  const keepQuickStakes = quickStakes === undefined;
  await db.execute(sql`
    insert into notification_preferences (user_id, bet_results, match_reminders, special_offers,
                                          reality_check_minutes, odds_change, quick_stakes)
    values (${userId}, ${preferences.betResults}, ${preferences.matchReminders}, ${preferences.specialOffers},
            ${keepInterval ? DEFAULT_PREFERENCES.realityCheckMinutes : interval},
            ${oddsChange ?? DEFAULT_PREFERENCES.oddsChange},
            ${`{${(quickStakes ?? DEFAULT_PREFERENCES.quickStakes).join(',')}}`}::integer[])
    on conflict (user_id) do update
    set bet_results = excluded.bet_results, match_reminders = excluded.match_reminders,
        special_offers = excluded.special_offers,
        reality_check_minutes = case when ${keepInterval} then notification_preferences.reality_check_minutes
                                     else excluded.reality_check_minutes end,
        odds_change = case when ${keepOddsChange} then notification_preferences.odds_change
                           else excluded.odds_change end,
        quick_stakes = case when ${keepQuickStakes} then notification_preferences.quick_stakes
                            else excluded.quick_stakes end,
        updated_at = now()`);
  return getPreferences(db, userId);
}
