import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { marketOptions } from '../../db/schema';
import { lockMatch } from '../settlement/lock-match';
import { lockOpenMarkets } from '../settlement/lock-open-markets';
import { refundBets } from '../settlement/refund-bets';
import { settleBets } from '../settlement/settle-bets';
import { nothingSettled, type Settled } from '../settlement/settled';
import { tally } from '../settlement/tally';
import { announceDecidedMarket } from './announce-decided-market';
import { SCORE_MARKETS } from './decide-score-markets';
import { storedDecision } from './stored-decision';

/**
 * Where the last chunk ended: its market and the largest bet id it settled. The next chunk of that market
 * starts after it, so it does not step over the bets already settled (no index knows a bet's status).
 */
export interface ChunkCursor {
  marketId: number;
  lastBetId: string;
}

/**
 * One step of paying the match's decided score markets, in the caller's transaction: the first decided
 * market (by id) has up to `limit` of its PENDING bets settled from its stored decision (all of them when
 * `limit` is null), the lowest ids first (after `after`, the previous chunk's cursor, when it names this
 * market), or, when none is left, is marked SETTLED (or VOID) and its players are told, once for the
 * whole market. Locks the match, the decided markets, then the players of the bets it moves, as every
 * settlement does. `done` when no decided market is left to pay; `cursor` to pass to the next step.
 */
export async function payDecidedChunk(
  tx: Db,
  matchId: number,
  limit: number | null,
  after?: ChunkCursor,
): Promise<{ settled: Settled; done: boolean; cursor?: ChunkCursor }> {
  if (!(await lockMatch(tx, matchId))) return { settled: nothingSettled(), done: true };
  const decided = await lockOpenMarkets(tx, matchId, sql`${SCORE_MARKETS} and result is not null`);
  const market = decided[0];
  if (!market) return { settled: nothingSettled(), done: true };
  const result = market.result!;
  const decision = storedDecision(result);
  const chunk =
    limit === null
      ? null
      : await pendingBets(tx, market.id, limit, after?.marketId === market.id ? after.lastBetId : null);
  if (chunk?.length === 0 || (chunk === null && !(await hasPending(tx, market.id)))) {
    const finished = await announceDecidedMarket(tx, matchId, market.id, decision, result);
    return { settled: finished, done: decided.length === 1 };
  }
  // A chunk by its ids alone: with the market in the condition too, the planner may scan every bet of
  // the market (bets_market_idx) for each chunk instead of fetching the chunk's rows.
  const bets =
    chunk === null ? sql`b.market_id = ${market.id}` : sql`b.id = any(${sql.param(chunk)}::uuid[])`;
  const posted =
    decision.outcome === 'void'
      ? await refundBets(tx, bets, result)
      : await settleBets(tx, bets, [market.id], await winningOptions(tx, market.id, decision.winner), result);
  // No events: the players hear of their bets and balance once, when the market closes.
  const cursor = chunk === null ? undefined : { marketId: market.id, lastBetId: chunk[chunk.length - 1]! };
  return { settled: { ...tally(posted), events: [] }, done: false, cursor };
}

/**
 * Up to `limit` PENDING bets of the market, by id (bets_market_idx), after `after` when given. None after
 * it: the market is read again from its first bet, since a corrected result may have reopened bets below
 * the cursor, so the market closes only when no bet of it is left PENDING.
 */
async function pendingBets(tx: Db, marketId: number, limit: number, after: string | null): Promise<string[]> {
  const from = after === null ? sql`` : sql`and id > ${after}::uuid`;
  const { rows } = await tx.execute<{ id: string }>(sql`
    select id from bets where market_id = ${marketId} and status = 'PENDING' ${from} order by id limit ${limit}`);
  if (rows.length === 0 && after !== null) return pendingBets(tx, marketId, limit, null);
  return rows.map((r) => r.id);
}

async function hasPending(tx: Db, marketId: number) {
  const { rows } = await tx.execute(sql`
    select 1 from bets where market_id = ${marketId} and status = 'PENDING' limit 1`);
  return rows.length > 0;
}

async function winningOptions(tx: Db, marketId: number, winner: string) {
  const rows = await tx
    .select({ id: marketOptions.id })
    .from(marketOptions)
    .where(and(eq(marketOptions.marketId, marketId), sql`lower(${marketOptions.name}) = lower(${winner})`));
  return rows.map((r) => r.id);
}
