import type { Db } from '../../../db/client';
import type { CricketProvider } from '../../../feeds/types';
import { transactionWithEvents } from '../../../realtime/live-events';
import { loadTeamLookup } from './team-lookup';
import { upsertMatch } from './upsert-match';

/** fetch-match-schedule: stores the season's matches (new ones as they are, usually UPCOMING). */
export async function syncSchedule(db: Db, provider: CricketProvider, now = new Date()) {
  const feed = await provider.fetchSchedule(now);
  const teamId = await loadTeamLookup(db);
  let created = 0;
  let updated = 0;
  await transactionWithEvents(db, async (tx, emit) => {
    for (const item of feed) {
      const { outcome, events } = await upsertMatch(tx, item, teamId);
      if (outcome === 'created') created++;
      else if (outcome === 'updated') updated++;
      emit(...events);
    }
    if (created + updated > 0) emit({ topic: 'matches', payload: { reason: 'schedule' } });
  });
  return { success: true, fetched: feed.length, created, updated };
}
