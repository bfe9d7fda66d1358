import type { Db } from '../../db/client';
import { transactionWithEvents } from '../../realtime/live-events';
import { bettorsOfMatchesStarting } from '../bets/bettors-of-matches-starting';
import { notify } from './notify';

/** How long before a match its bettors are reminded. */
const MATCH_REMINDER_MINUTES = 30;

/**
 * Reminds every player with a pending bet on a match starting within 30 minutes, once per player and
 * match (the dedupe key holds across runs, retries and instances), if their preference allows.
 * Run every minute by the scheduler.
 */
export async function sendMatchReminders(db: Db, now: Date): Promise<{ sent: number }> {
  const due = await bettorsOfMatchesStarting(db, now, MATCH_REMINDER_MINUTES);
  return transactionWithEvents(db, async (tx, emit) => {
    const events = await notify(
      tx,
      due.map((d) => ({
        userId: d.userId,
        params: {
          code: 'MATCH_REMINDER',
          matchId: d.matchId,
          home: d.home,
          away: d.away,
          startsAt: d.startsAt,
        },
        link: '/upcoming',
        dedupeKey: `match-reminder:${d.matchId}`,
      })),
    );
    emit(...events);
    return { sent: events.length };
  });
}
