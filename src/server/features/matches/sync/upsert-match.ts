import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { matches } from '../../../db/schema';
import type { FeedMatch } from '../../../feeds/types';
import type { LiveEvent } from '../../../realtime/live-events';
import { closeMarketsClosedBy } from '../close-markets-closed-by';
import { nextStatus, stateColumns } from './match-state';
import type { TeamLookup } from './team-lookup';

/** Stores a match as the schedule shows it; one the schedule shows finished has its markets closed. */
export async function upsertMatch(
  db: Db,
  feed: FeedMatch,
  teamId: TeamLookup,
): Promise<{ outcome: 'created' | 'updated' | 'unchanged' | 'skipped'; events: LiveEvent[] }> {
  const homeTeamId = teamId(feed.home.name);
  const awayTeamId = teamId(feed.away.name);
  if (!homeTeamId || !awayTeamId || homeTeamId === awayTeamId) return { outcome: 'skipped', events: [] };
  const [existing] = await db.select().from(matches).where(eq(matches.externalId, feed.externalId));
  if (!existing) {
    await db.insert(matches).values({
      externalId: feed.externalId,
      homeTeamId,
      awayTeamId,
      date: feed.startsAt,
      venue: feed.venue,
      status: feed.status,
      ...stateColumns(feed, teamId),
    });
    return { outcome: 'created', events: [] };
  }
  const status = nextStatus(existing.status, feed.status);
  const dateMoved = existing.date.getTime() !== feed.startsAt.getTime() || existing.venue !== feed.venue;
  if (!dateMoved && status === existing.status) return { outcome: 'unchanged', events: [] };
  await db
    .update(matches)
    .set({ date: feed.startsAt, venue: feed.venue, status, updatedAt: new Date() })
    .where(eq(matches.id, existing.id));
  const over = status === 'COMPLETED' || status === 'ABANDONED';
  return {
    outcome: 'updated',
    events: over ? await closeMarketsClosedBy(db, existing.id, 'MATCH_OVER') : [],
  };
}
