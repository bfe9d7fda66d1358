import { sql } from 'drizzle-orm';
import type { Preferences } from '@shared/contracts/notifications';
import { QUICK_STAKES_RUPEES } from '@shared/constants';
import { DEFAULT_ODDS_CHANGE, type OddsChangePreference } from '@shared/statuses';
import type { Db } from '../../db/client';

/** A player who never saved preferences has these. */
export const DEFAULT_PREFERENCES: Preferences = {
  betResults: true,
  matchReminders: true,
  specialOffers: true,
  realityCheckMinutes: 30,
  oddsChange: DEFAULT_ODDS_CHANGE,
  quickStakes: [...QUICK_STAKES_RUPEES],
};

/** The player's preferences, or the defaults when they never saved any. */
export async function getPreferences(db: Db, userId: string): Promise<Preferences> {
  const { rows } = await db.execute<{
    bet_results: boolean;
    match_reminders: boolean;
    special_offers: boolean;
    reality_check_minutes: 30 | 60 | null;
    odds_change: OddsChangePreference;
    quick_stakes: number[];
  }>(sql`
    select bet_results, match_reminders, special_offers, reality_check_minutes, odds_change, quick_stakes
    from notification_preferences where user_id = ${userId}`);
  const row = rows[0];
  return row
    ? {
        betResults: row.bet_results,
        matchReminders: row.match_reminders,
        specialOffers: row.special_offers,
        realityCheckMinutes: row.reality_check_minutes,
        oddsChange: row.odds_change,
        quickStakes: row.quick_stakes,
      }
    : DEFAULT_PREFERENCES;
}
