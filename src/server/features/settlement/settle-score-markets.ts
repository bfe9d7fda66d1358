import { and, eq, sql } from 'drizzle-orm';
import { SCORE_MARKET_KINDS } from '@shared/statuses';
import type { Db } from '../../db/client';
import { marketOptions } from '../../db/schema';
import {
  addSettled,
  kindIn,
  lockMatch,
  lockOpenMarkets,
  nothingSettled,
  settleMarkets,
  voidMarkets,
  type Settled,
} from './engine';
import { scoreMarketResult } from './score-market-results';

/**
 * Settles the match's score markets that the stored innings (statistics.innings, written by the live
 * sync) decide: First Innings Runs once the first innings ends or passes its line, a session at the end
 * of its over or its innings (or as soon as its line is passed), and voids those the match can no longer
 * decide (abandoned, an innings never played). Runs in the caller's transaction, which the live sync
 * opens for each ball it records, so the ball that decides a market pays its winners; match settlement
 * calls it too, for any left over. Returns what it settled and the events to publish.
 */
export async function settleScoreMarkets(tx: Db, matchId: number): Promise<Settled> {
  const match = await lockMatch(tx, matchId);
  if (!match) return nothingSettled();
  const innings = match.statistics?.innings ?? [];
  const markets = await lockOpenMarkets(tx, matchId, sql`${kindIn(SCORE_MARKET_KINDS)} and line is not null`);
  let total = nothingSettled();
  for (const market of markets) {
    const result = scoreMarketResult(
      { kind: market.kind, line: Number(market.line), innings: market.innings, overs: market.overs },
      innings,
      match.status,
    );
    if (result.outcome === 'open') continue;
    if (result.outcome === 'void') {
      total = addSettled(total, await voidMarkets(tx, matchId, [market.id], result.reason));
      continue;
    }
    const winners = await tx
      .select({ id: marketOptions.id })
      .from(marketOptions)
      .where(
        and(
          eq(marketOptions.marketId, market.id),
          sql`lower(${marketOptions.name}) = lower(${result.winner})`,
        ),
      );
    total = addSettled(
      total,
      await settleMarkets(
        tx,
        matchId,
        [market.id],
        winners.map((w) => w.id),
        result.result,
      ),
    );
  }
  return total;
}
