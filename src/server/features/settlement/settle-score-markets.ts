import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { marketOptions } from '../../db/schema';
import { settleFirstInningsRuns } from '../../feeds/odds/first-innings-runs';
import {
  addSettled,
  lockMatch,
  lockOpenMarkets,
  nothingSettled,
  settleMarkets,
  type Settled,
} from './engine';

/**
 * Settles the match's score-based markets (first-innings runs over/under) from the first innings
 * stored on the match (statistics.innings, written by the live sync). Runs in the caller's transaction:
 * the live sync calls it when a match becomes COMPLETED, and match settlement calls it for any left over.
 * Returns what it settled and the events to publish; a match with no first innings settles nothing.
 */
export async function settleScoreMarkets(tx: Db, matchId: number): Promise<Settled> {
  const match = await lockMatch(tx, matchId);
  const firstInnings = match?.statistics?.innings?.[0];
  if (!match || !firstInnings) return nothingSettled();
  const markets = await lockOpenMarkets(tx, matchId, sql`kind = 'FIRST_INNINGS_RUNS' and line is not null`);
  let total = nothingSettled();
  for (const market of markets) {
    const outcome = settleFirstInningsRuns(Number(market.line), firstInnings.runs);
    const rows = await tx
      .select({ id: marketOptions.id })
      .from(marketOptions)
      .where(
        and(eq(marketOptions.marketId, market.id), sql`lower(${marketOptions.name}) = lower(${outcome})`),
      );
    const settled = await settleMarkets(
      tx,
      matchId,
      [market.id],
      rows.map((r) => r.id),
      `First innings: ${firstInnings.runs} runs (${outcome === 'OVER' ? 'Over' : 'Under'} ${market.line})`,
    );
    total = addSettled(total, settled);
  }
  return total;
}
