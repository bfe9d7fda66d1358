import { sql } from 'drizzle-orm';
import type { Preferences } from '@shared/contracts/notifications';
import type { Db } from '../../db/client';

/** A player who never saved preferences has these. */
export const DEFAULT_PREFERENCES: Preferences = {
  betResults: true,
  matchReminders: true,
  specialOffers: true,
  realityCheckMinutes: 30,
};

/** The player's notification preferences, or the defaults when they never saved any. */
export async function getPreferences(db: Db, userId: string): Promise<Preferences> {
  const { rows } = await db.execute<{
    bet_results: boolean;
    match_reminders: boolean;
    special_offers: boolean;
    reality_check_minutes: 30 | 60 | null;
  }>(sql`
    select bet_results, match_reminders, special_offers, reality_check_minutes
    from notification_preferences where user_id = ${userId}`);
  const row = rows[0];
  return row
    ? {
        betResults: row.bet_results,
        matchReminders: row.match_reminders,
        specialOffers: row.special_offers,
        realityCheckMinutes: row.reality_check_minutes,
      }
    : DEFAULT_PREFERENCES;
}
