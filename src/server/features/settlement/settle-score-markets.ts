import { and, eq, sql } from 'drizzle-orm';
import { FINAL_CLOSED_REASONS, SCORE_MARKET_KINDS } from '@shared/statuses';
import type { Db } from '../../db/client';
import { marketOptions, markets } from '../../db/schema';
import { isOneOf } from '../../db/schema/checks';
import type { LiveEvent } from '../../realtime/live-events';
import { kindIn } from './kind-in';
import { lockMatch } from './lock-match';
import { lockOpenMarkets } from './lock-open-markets';
import { refundBets } from './refund-bets';
import { settleBets } from './settle-bets';
import { addSettled, nothingSettled, type Settled } from './settled';
import { tally } from './tally';
import { announceDecidedMarket } from './decided-market-notices';
import { decisionText, scoreMarketResult, storedDecision } from './score-market-results';

// A score market (First Innings Runs, a session, an over's runs) is settled in two steps. The live sync's
// transaction for the ball that decides it records the decision: the market is closed to new bets
// (SUSPENDED, closed_reason DECIDED or what closed it for good) with its result text, which names the winning option
// (or says why it is void). Its bets are then paid from that stored decision, by payDecidedChunk, in
// transactions of a bounded number of PENDING bets, and the market is SETTLED (or VOID) by the last.
// A market with a result that is still OPEN or SUSPENDED is decided and not yet fully paid.

const SCORE = sql`${kindIn(SCORE_MARKET_KINDS)} and line is not null`;

/**
 * Records the decision of each score market of the match that the stored innings (statistics.innings,
 * written by the live sync) decide: First Innings Runs once the first innings ends or passes its line,
 * a session at the end of its over or its innings (or as soon as its line is passed), void when the
 * match can no longer decide it (abandoned, an innings never played). Pays nothing. Locks the match
 * and those markets in the caller's transaction; returns the markets' events.
 */
export async function decideScoreMarkets(tx: Db, matchId: number): Promise<LiveEvent[]> {
  const match = await lockMatch(tx, matchId);
  if (!match) return [];
  const innings = match.statistics?.innings ?? [];
  const open = await lockOpenMarkets(tx, matchId, sql`${SCORE} and result is null`);
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

/**
 * One step of paying the match's decided score markets, in the caller's transaction: the first decided
 * market (by id) has up to `limit` of its PENDING bets settled from its stored decision (all of them when
 * `limit` is null), or, when none is left, is marked SETTLED (or VOID) and its players are told, once for
 * the whole market. Locks the match, the decided markets, then the players of the bets it moves, as every
 * settlement does. `done` when no decided market is left to pay.
 */
export async function payDecidedChunk(
  tx: Db,
  matchId: number,
  limit: number | null,
): Promise<{ settled: Settled; done: boolean }> {
  if (!(await lockMatch(tx, matchId))) return { settled: nothingSettled(), done: true };
  const decided = await lockOpenMarkets(tx, matchId, sql`${SCORE} and result is not null`);
  const market = decided[0];
  if (!market) return { settled: nothingSettled(), done: true };
  const result = market.result!;
  const decision = storedDecision(result);
  const chunk = limit === null ? null : await pendingBets(tx, market.id, limit);
  if (chunk?.length === 0 || (chunk === null && !(await hasPending(tx, market.id)))) {
    const finished = await announceDecidedMarket(tx, matchId, market.id, decision, result);
    return { settled: finished, done: decided.length === 1 };
  }
  // A chunk by its ids alone: with the market in the condition too, the planner may scan every pending
  // bet of the market (bets_pending_market_idx) for each chunk instead of fetching the chunk's rows.
  const bets =
    chunk === null ? sql`b.market_id = ${market.id}` : sql`b.id = any(${sql.param(chunk)}::uuid[])`;
  const posted =
    decision.outcome === 'void'
      ? await refundBets(tx, bets, result)
      : await settleBets(tx, bets, await winningOptions(tx, market.id, decision.winner), result);
  // No events: the players hear of their bets and balance once, when the market closes.
  return { settled: { ...tally(posted), events: [] }, done: false };
}

/**
 * Decides the match's score markets and pays every decided one in the caller's transaction, whatever
 * their number of bets: what match settlement, a voided match and resettlement run, so a session
 * decided and partly paid is finished from its stored decision. Returns what it settled and the events.
 */
export async function settleScoreMarkets(tx: Db, matchId: number): Promise<Settled> {
  const events = await decideScoreMarkets(tx, matchId);
  const paid = await payDecidedMarketsNow(tx, matchId);
  return { ...paid, events: [...events, ...paid.events] };
}

/** Pays every score market of the match already decided, in the caller's transaction, to the last bet. */
export async function payDecidedMarketsNow(tx: Db, matchId: number): Promise<Settled> {
  let total = nothingSettled();
  for (;;) {
    const step = await payDecidedChunk(tx, matchId, null);
    total = addSettled(total, step.settled);
    if (step.done) return total;
  }
}

async function pendingBets(tx: Db, marketId: number, limit: number) {
  const { rows } = await tx.execute<{ id: string }>(sql`
    select id from bets where market_id = ${marketId} and status = 'PENDING' limit ${limit}`);
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
