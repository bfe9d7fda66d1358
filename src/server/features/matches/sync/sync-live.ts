import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { matches, teams } from '../../../db/schema';
import type { CricketProvider } from '../../../feeds/types';
import { publish } from '../../../realtime/publish';
import { transactionWithEvents, type LiveEvent } from '../../../realtime/live-events';
import { decideScoreMarkets } from '../../score-markets/decide-score-markets';
import { runAutoCashOuts } from '../../bets/run-auto-cash-outs';
import { closeMarketsClosedBy } from '../close-markets-closed-by';
import { closingFacts } from '../closing-facts';
import { applyMarketPrices } from './market-prices';
import { matchEvent, nextStatus, stateColumns, visiblyChanged } from './match-state';
import { loadTeamLookup } from './team-lookup';
import { upsertMatch } from './upsert-match';
import { countSyncFinished, countSyncStarted } from './feed-sync-progress';

type MatchRow = typeof matches.$inferSelect;

/**
 * fetch-live-matches: moves matches to LIVE and COMPLETED, updates scores, prices and market states,
 * and announces every visible change. Also catches up matches the database still shows as live or
 * due (after downtime) from the schedule. Once a match's new prices have committed, the auto cash-outs
 * they reached run. Each sync is counted when it starts and when it has finished (feed_sync_progress),
 * for the in-play bets waiting out their delay.
 */
export async function syncLive(db: Db, provider: CricketProvider, now = new Date()) {
  const syncNumber = await countSyncStarted(db);
  const teamId = await loadTeamLookup(db);
  const live = await provider.fetchLiveState(now);
  const seen = new Set(live.map((m) => m.externalId));
  const stale = await db
    .select({ externalId: matches.externalId })
    .from(matches)
    .where(and(inArray(matches.status, ['LIVE', 'UPCOMING']), lte(matches.date, now)));
  const missing = stale.map((s) => s.externalId).filter((id): id is string => !!id && !seen.has(id));
  if (missing.length > 0) {
    const schedule = await provider.fetchSchedule(now);
    const wanted = new Set(missing);
    live.push(...schedule.filter((m) => wanted.has(m.externalId)));
  }

  let updatedToLive = 0;
  let completed = 0;
  let listChanged = false;
  for (const feed of live) {
    const prices =
      feed.status === 'UPCOMING' || feed.status === 'LIVE' ? await provider.fetchMarkets(feed, now) : [];
    let priced: number | null = null;
    await transactionWithEvents(db, async (tx, emit) => {
      const [before] = await tx
        .select()
        .from(matches)
        .where(eq(matches.externalId, feed.externalId))
        // Not FOR UPDATE: it need not block the KEY SHARE lock a foreign key to the match takes.
        .for('no key update');
      if (!before) {
        await upsertMatch(tx, feed, teamId);
        listChanged = true;
        return;
      }
      const status = nextStatus(before.status, feed.status);
      const state = stateColumns(feed, teamId);
      // A toss or a result an admin settled is the record; the feed no longer changes it (the feed
      // keeps reporting a finished match for a while, and may disagree: the admin may have corrected it).
      if (before.tossSettledAt) delete (state as Partial<typeof state>).tossWinnerTeamId;
      if (before.settledAt) delete (state as Partial<typeof state>).winnerTeamId;
      const [after] = await tx
        .update(matches)
        .set({ ...state, status, updatedAt: now })
        .where(eq(matches.id, before.id))
        .returning();
      const events: LiveEvent[] = [];
      if (after && visiblyChanged(before, after))
        events.push({ topic: 'match', payload: matchEvent(after, await teamNames(tx, after)) });
      if (before.status !== status) {
        listChanged = true;
        if (status === 'LIVE') updatedToLive++;
        if (status === 'COMPLETED') completed++;
      }
      // What this snapshot records (the toss, the first innings' end, the result) closes its markets
      // here, in the transaction that records it, before the prices are applied.
      if (after)
        for (const fact of closingFacts(after))
          events.push(...(await closeMarketsClosedBy(tx, after.id, fact)));
      const bettingOpen = status === 'UPCOMING' || status === 'LIVE';
      if (bettingOpen && prices.length > 0) priced = before.id;
      events.push(
        ...(await applyMarketPrices(tx, before.id, prices, { teamId, create: bettingOpen, bettingOpen })),
      );
      // Score markets (first-innings runs, sessions) are decided on the ball that decides them, in this
      // transaction (closed to bets, the result stored), and void when the match is abandoned before
      // they are decided. Their bets are paid after this commits, in short transactions of their own
      // (the session payer job, pay-decided-markets.ts), so this ball's update does not wait for them.
      if (status === 'LIVE' || status === 'COMPLETED' || status === 'ABANDONED')
        events.push(...(await decideScoreMarkets(tx, before.id)));
      emit(...events);
    });
    if (priced !== null) await runAutoCashOuts(db, priced);
  }
  if (listChanged) await publish(db, [{ topic: 'matches', payload: { reason: 'status' } }]);
  await countSyncFinished(db, syncNumber);
  return { success: true, updatedToLive, completed };
}

async function teamNames(db: Db, row: MatchRow) {
  const ids = [row.tossWinnerTeamId, row.winnerTeamId].filter((id): id is number => id !== null);
  const names = ids.length
    ? await db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, ids))
    : [];
  const nameOf = (id: number | null) => names.find((n) => n.id === id)?.name ?? null;
  return { toss: nameOf(row.tossWinnerTeamId), winner: nameOf(row.winnerTeamId) };
}
