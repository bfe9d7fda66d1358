import { sql } from 'drizzle-orm';
import { SCORE_MARKET_KINDS } from '@shared/statuses';
import type { Db } from '../../db/client';
import { transactionWithEvents } from '../../realtime/live-events';
import { kindIn } from '../settlement/kind-in';
import { payDecidedChunk, type ChunkCursor } from './pay-decided-chunk';

/**
 * PENDING bets paid per transaction. Each transaction holds the match's lock (the live sync of that
 * match waits for it) and its players' rows (their placements wait), so it is sized to a live update's
 * budget of a few hundred milliseconds: settlement runs at 0.17 to 0.27 ms a bet on this machine under
 * load (0.05 to 0.1 ms on a quiet one; ADR 0025), so 1,000 bets take 170 to 270 ms at worst.
 */
export const DECIDED_CHUNK_BETS = 1000;

export interface Paid {
  won: number;
  lost: number;
  voided: number;
  paidPaise: bigint;
  /** Transactions committed. */
  chunks: number;
}

/**
 * Pays every decided score market (decision recorded by the live sync, bets still PENDING) of every
 * match, each in transactions of at most `chunkBets` bets that commit one after another, so a live sync
 * or a placement waits for at most one of them. Each transaction announces its events after it commits.
 * Safe to run anywhere at any time: only PENDING bets move, under the match's lock.
 */
export async function payDecidedMarkets(db: Db, chunkBets = DECIDED_CHUNK_BETS): Promise<Paid> {
  const { rows } = await db.execute<{ match_id: number }>(sql`
    select distinct match_id from markets
    where status in ('OPEN','SUSPENDED') and result is not null and ${kindIn(SCORE_MARKET_KINDS)}
    order by match_id`);
  const paid: Paid = { won: 0, lost: 0, voided: 0, paidPaise: 0n, chunks: 0 };
  for (const { match_id: matchId } of rows) {
    let cursor: ChunkCursor | undefined;
    for (;;) {
      const step = await transactionWithEvents(db, async (tx, emit) => {
        const chunk = await payDecidedChunk(tx, matchId, chunkBets, cursor);
        emit(...chunk.settled.events);
        return chunk;
      });
      paid.won += step.settled.won;
      paid.lost += step.settled.lost;
      paid.voided += step.settled.voided;
      paid.paidPaise += step.settled.paidPaise;
      paid.chunks++;
      cursor = step.cursor;
      if (step.done) break;
    }
  }
  return paid;
}
