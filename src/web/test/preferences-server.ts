import type { Preferences } from '@shared/contracts/notifications';
import { jsonResponse, stubFetch } from './fetch-stub';
import { testPlayer } from './fixtures';

/** A signed-in player's preferences as the server holds them before a test changes any. */
export const savedPreferences: Preferences = {
  betResults: true,
  matchReminders: true,
  specialOffers: true,
  realityCheckMinutes: 60,
  oddsChange: 'HIGHER',
  quickStakes: [100, 500, 1000],
};

/** The preferences endpoint: answers `savedPreferences`, and records each PUT's body (returned). */
export function stubPreferencesServer(): unknown[] {
  const puts: unknown[] = [];
  stubFetch({
    me: testPlayer,
    handle: (url, init) => {
      if (url !== '/api/me/preferences') return undefined;
      if (init.method !== 'PUT') return jsonResponse(savedPreferences);
      const body = JSON.parse(String(init.body)) as Preferences;
      puts.push(body);
      return jsonResponse(body);
    },
  });
  return puts;
}
