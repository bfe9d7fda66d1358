import { eq, sql } from 'drizzle-orm';
import { FINAL_CLOSED_REASONS, SCORE_MARKET_KINDS } from '@shared/statuses';
import type { Db } from '../../db/client';
import { markets } from '../../db/schema';
import { isOneOf } from '../../db/schema/checks';
import type { LiveEvent } from '../../realtime/live-events';
import { kindIn } from '../settlement/kind-in';
import { lockMatch } from '../settlement/lock-match';
import { lockOpenMarkets } from '../settlement/lock-open-markets';
import { scoreMarketResult } from './score-market-result';
import { decisionText } from './stored-decision';

/** The score markets among a match's markets (`markets` rows): the kinds that are decided by a runs line. */
export const SCORE_MARKETS = sql`${kindIn(SCORE_MARKET_KINDS)} and line is not null`;

/**
 * Records the decision of each score market of the match that the stored innings (statistics.innings,
 * written by the live sync) decide: First Innings Runs once the first innings ends or passes its line,
 * the runs after an over at the end of that over or its innings (or as soon as its line is passed), an
 * over's runs at the end of that over, void when the match can no longer decide it (abandoned, an
 * innings never played). Pays nothing. Locks the match and those markets in the caller's transaction;
 * returns the markets' events.
 */
export async function decideScoreMarkets(tx: Db, matchId: number): Promise<LiveEvent[]> {
  const match = await lockMatch(tx, matchId);
  if (!match) return [];
  const innings = match.statistics?.innings ?? [];
  const open = await lockOpenMarkets(tx, matchId, sql`${SCORE_MARKETS} and result is null`);
  const events: LiveEvent[] = [];
  for (const market of open) {
    const result = scoreMarketResult(
      { kind: market.kind, line: Number(market.line), innings: market.innings, overs: market.overs },
      innings,
      match.status,
    );
    if (result.outcome === 'open') continue;
    // Closed as DECIDED, unless what decided it closed it for good first (the innings or the match over).
    const [decided] = await tx
      .update(markets)
      .set({
        status: 'SUSPENDED',
        result: decisionText(result),
        closedReason: sql`case when ${isOneOf(markets.closedReason, FINAL_CLOSED_REASONS)} then ${markets.closedReason} else 'DECIDED' end`,
      })
      .where(eq(markets.id, market.id))
      .returning({ closedReason: markets.closedReason });
    events.push({
      topic: 'market',
      payload: { matchId, marketId: market.id, status: 'SUSPENDED', closedReason: decided!.closedReason },
    });
  }
  return events;
}
