// One file, several operations: the two directions of one admin switch on a market, audited the same way.
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { markets, matches } from '../../db/schema';
import { DomainError, notFound } from '../../errors';
import { transactionWithEvents, type Emit } from '../../realtime/live-events';

/** Records the admin's action in the same transaction (the admin feature's audit). */
type Audit = (tx: Db, emit: Emit, details: Record<string, unknown>) => Promise<void>;

/**
 * An admin suspends an open market at once: its row is updated (so placement, which holds the market
 * FOR SHARE while it checks OPEN, either committed before or is refused after), the feed cannot reopen
 * it, and every player's page shows it suspended through the 'market' event.
 */
export async function suspendMarket(db: Db, marketId: number, reason: string, audit: Audit) {
  return transactionWithEvents(db, async (tx, emit) => {
    const [market] = await tx
      .update(markets)
      .set({ status: 'SUSPENDED', adminSuspendedAt: sql`now()`, adminSuspensionReason: reason })
      .where(
        and(
          eq(markets.id, marketId),
          inArray(markets.status, ['OPEN', 'SUSPENDED']),
          isNull(markets.adminSuspendedAt),
        ),
      )
      .returning({
        id: markets.id,
        matchId: markets.matchId,
        name: markets.name,
        closedReason: markets.closedReason,
      });
    if (!market) throw await why(tx, marketId, 'suspend');
    emit({ topic: 'market', payload: { matchId: market.matchId, marketId, status: 'SUSPENDED' } });
    await audit(tx, emit, { marketId, market: market.name, matchId: market.matchId, reason });
    return { marketId, status: 'SUSPENDED' as const, closedReason: market.closedReason };
  });
}

/**
 * An admin resumes a market they suspended: it opens only if the feed would have it open now, that is
 * while its match takes bets and the feed has not closed it (a closed reason: its toss, innings or match
 * is over, its result is decided, or its session line moved). Otherwise it stays SUSPENDED, and the
 * answer says so and why. Either way the feed decides its status again.
 */
export async function resumeMarket(db: Db, marketId: number, audit: Audit) {
  return transactionWithEvents(db, async (tx, emit) => {
    const [market] = await tx
      .update(markets)
      .set({
        status: sql`case when (select status from ${matches} where ${matches.id} = ${markets.matchId}) in ('UPCOMING','LIVE')
                              and ${markets.closedReason} is null
                         then 'OPEN' else 'SUSPENDED' end`,
        adminSuspendedAt: null,
        adminSuspensionReason: null,
      })
      .where(
        and(eq(markets.id, marketId), eq(markets.status, 'SUSPENDED'), isNotNull(markets.adminSuspendedAt)),
      )
      .returning({
        id: markets.id,
        matchId: markets.matchId,
        name: markets.name,
        status: markets.status,
        closedReason: markets.closedReason,
      });
    if (!market) throw await why(tx, marketId, 'resume');
    const { status, closedReason } = market;
    emit({ topic: 'market', payload: { matchId: market.matchId, marketId, status, closedReason } });
    await audit(tx, emit, { marketId, market: market.name, matchId: market.matchId, status, closedReason });
    return { marketId, status, closedReason };
  });
}

async function why(tx: Db, marketId: number, action: 'suspend' | 'resume') {
  const [market] = await tx
    .select({ status: markets.status, adminSuspendedAt: markets.adminSuspendedAt })
    .from(markets)
    .where(eq(markets.id, marketId));
  if (!market) return notFound(`Market #${marketId} not found`);
  if (market.status === 'SETTLED' || market.status === 'VOID')
    return new DomainError('MARKET_CLOSED', `Market #${marketId} is already ${market.status.toLowerCase()}`);
  return new DomainError(
    'CONFLICT',
    action === 'suspend'
      ? `Market #${marketId} is already suspended by an admin`
      : `Market #${marketId} was not suspended by an admin`,
  );
}
